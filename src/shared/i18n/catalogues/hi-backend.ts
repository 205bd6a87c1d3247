import type { BackendCatalogue } from '../catalogue.ts';

/** Hindi, the messages only the backend says (the ids of en-backend.ts). */
export const hiBackend: BackendCatalogue = {
  // — app frame —
  'app.printer.browserPrints':
    'Stockroom का यह रूप ब्राउज़र से प्रिंट करता है: ब्राउज़र का Print (Ctrl+P) चुनें, उसी से PDF भी सेव होती है।',
  'app.printer.downloads': 'Stockroom का यह रूप PDF डाउनलोड करता है: डाउनलोड की गई फ़ाइल से प्रिंट करें।',
  // — today and shipments —
  'shipments.pickList.selected': '{count, plural, one {# चुना हुआ शिपमेंट} other {# चुने हुए शिपमेंट}}',
  'shipments.error.pickListTooLong':
    'एक पिक लिस्ट में ज़्यादा से ज़्यादा {max, number} शिपमेंट आते हैं और इस टैब में {found, number} हैं। खोज, तारीख या लोकेशन से कम करें, या लाइनें चुनें।',
  'shipments.error.noSellerAccount': 'इस प्रोफ़ाइल के लिए अभी कोई सेलर अकाउंट नहीं जोड़ा गया है। इसे सेटिंग में जोड़ें।',
  'shipments.error.notStored': 'शिपमेंट {shipmentId} ऑफ़लाइन कॉपी में नहीं है।',
  'shipments.error.notStoredHere': 'शिपमेंट {shipmentId} इस अकाउंट की ऑफ़लाइन कॉपी में नहीं है।',
  'shipments.error.badFromDate': '"से" वाली तारीख 2026-11-23 जैसी होनी चाहिए।',
  'shipments.error.badToDate': '"तक" वाली तारीख 2026-11-23 जैसी होनी चाहिए।',
  'shipments.sync.fullDone': 'पूरा सिंक हो गया: {count, plural, one {# शिपमेंट} other {# शिपमेंट}} सेव हुए।',
  'shipments.sync.done': 'सिंक हो गया: {count, plural, one {# शिपमेंट} other {# शिपमेंट}} सेव हुए।',
  'shipments.sync.progress':
    'शिपमेंट सिंक हो रहे हैं: {total, number} में से {done, number} तारीख-खंड, {count, plural, one {# शिपमेंट} other {# शिपमेंट}} सेव',
  'shipments.sync.failed': 'सिंक नहीं हुआ।',
  'shipments.sync.failedUnexpectedly': 'सिंक अचानक रुक गया।',
  'shipments.sync.cancelledShort': 'रद्द',
  'shipments.sync.cancelled': 'सिंक रद्द हुआ; अगला सिंक वहीं से आगे चलेगा जहाँ यह रुका।',
  'shipments.backgroundSync.badMinutes':
    'बैकग्राउंड सिंक हर {choices} मिनट में चलता है या बंद (0) रहता है, {minutes} नहीं।',
  'shipments.backgroundSync.newOrders': 'पैक करने के लिए {count, plural, one {# नया ऑर्डर} other {# नए ऑर्डर}}।',
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
  'fulfilment.cancel.notInShipment': 'ऑर्डर आइटम {item} शिपमेंट {shipment} में नहीं है।',
  'fulfilment.cancel.noGroup':
    'मार्केटप्लेस ने शिपमेंट {shipment} के एक ऑर्डर आइटम का कैंसलेशन ग्रुप नहीं दिया, इसलिए इसके आइटम अलग-अलग कैंसल नहीं हो सकते; पूरा शिपमेंट कैंसल करें।',
  'fulfilment.account.none': 'इस प्रोफ़ाइल के लिए अभी कोई सेलर अकाउंट नहीं है। उसे सेटिंग्स में जोड़ें।',
  'fulfilment.action.notFound': 'यह काम रिकॉर्ड में नहीं है।',
  'fulfilment.choose.none': 'कम से कम एक शिपमेंट चुनें।',
  'fulfilment.labels.notDownloaded': 'कोई लेबल डाउनलोड नहीं हुआ',
  'fulfilment.file.labels': '{count, plural, =1 {लेबल {id}.pdf} other {लेबल # शिपमेंट.pdf}}',
  'fulfilment.file.manifest': 'मैनिफ़ेस्ट {courier} {day}.pdf',
  'fulfilment.selfShip.deliveryBeforeToday': 'डिलीवरी की अनुमानित तारीख आज से पहले की नहीं हो सकती।',
  'fulfilment.selfShip.dayAfterToday':
    '{kind, select, selfShipDeliver {डिलीवरी की तारीख आज के बाद की नहीं हो सकती।} other {कोशिश की तारीख आज के बाद की नहीं हो सकती।}}',
  'fulfilment.selfShip.invoiceUnknown':
    'शिपमेंट {shipment} Stockroom ने पैक नहीं किया, इसलिए वह इनवॉइस नंबर लिखें जिससे यह पैक हुआ था।',
  'fulfilment.skipped.onHold': 'मार्केटप्लेस ने इसे रोक रखा है।',
  'fulfilment.skipped.notYet': '{when} से पैक हो सकता है।',
  // — returns and sandbox —
  'returns.receive.notFound': 'रिटर्न {returnId} इस अकाउंट के रिटर्न में नहीं है।',
  'returns.receive.notArrived':
    'रिटर्न {returnId} अभी पहुँचा नहीं है: मार्केटप्लेस के बताने पर कि यह आप तक पहुँच गया, इसे रिसीव कर सकते हैं।',
  'returns.claims.noClaim': 'रिटर्न {returnId} का कोई क्लेम फ़ाइल करने को नहीं है।',
  'returns.claims.markedFiled': 'रिटर्न {returnId} का क्लेम फ़ाइल हुआ मार्क हो गया।',
  'returns.receive.already':
    'रिटर्न {returnId} पहले ही {at, date, medium}, {at, time, short} को {condition, select, good {सही} damaged {टूटा-फूटा} wrong_item {गलत सामान} other {सामान गायब}} के रूप में रिसीव हो चुका है।',
  'returns.restock.byHand': 'इसका SKU या लोकेशन पता नहीं: इसे मेरी लिस्टिंग में हाथ से स्टॉक में वापस डालें।',
  'returns.restock.waiting': 'स्टॉक में वापस जाने का इंतज़ार।',
  'returns.restock.sending': 'मार्केटप्लेस पर {sku} के स्टॉक में जोड़ा जा रहा है।',
  'returns.restock.offline': 'ऑफ़लाइन: स्टॉक नहीं पढ़ा गया। {error}',
  'returns.restock.started':
    '{skus, plural, one {# SKU} other {# SKU}} के {units, plural, one {# पीस} other {# पीस}} स्टॉक में वापस डाले जा रहे हैं।',
  'returns.restock.restocked': '{sku} के {quantity, plural, one {# पीस} other {# पीस}} स्टॉक में वापस आ गए।',
  'returns.restock.unsure':
    '{sku} का स्टॉक बदलाव भेजने के बाद रद्द हुआ: हाथ से दोबारा जोड़ने से पहले मेरी लिस्टिंग में {sku} का स्टॉक देख लें।',
  'returns.restock.takenOne':
    'रिटर्न {returnId} अब स्टॉक में वापस जाने का इंतज़ार नहीं कर रहा (किसी दूसरी विंडो से डाला गया?): कुछ नहीं भेजा। झलक फिर से देखें।',
  'returns.restock.taken':
    '{count, plural, one {# रिटर्न} other {# रिटर्न}} अब स्टॉक में वापस जाने का इंतज़ार नहीं कर रहे (किसी दूसरी विंडो से डाले गए?): कुछ नहीं भेजा। झलक फिर से देखें।',
  'returns.noAccount': 'इस प्रोफ़ाइल के लिए अभी कोई सेलर अकाउंट नहीं जुड़ा है। सेटिंग्स में जोड़ें।',
  'returns.sync.progress': 'रिटर्न सिंक हो रहे हैं: {stored, plural, one {# रिटर्न} other {# रिटर्न}} सेव हुए',
  'returns.sync.done':
    '{kind, select, full {रिटर्न का पूरा सिंक} other {रिटर्न सिंक}} हो गया: {stored, plural, one {# रिटर्न} other {# रिटर्न}} सेव हुए।',
  'returns.sync.cancelled': 'रिटर्न सिंक रद्द हुआ; अगला सिंक वहीं से आगे चलेगा जहाँ यह रुका।',
  'returns.sync.failedUnexpectedly': 'सिंक अचानक नहीं हो पाया।',
  'returns.sync.cancelledShort': 'रद्द हुआ',
  'returns.action.idsAnd': '{ids} और {last}',
  'returns.action.idsMore': '{ids} और {more, number} और',
  'returns.action.held':
    '{count, plural, one {रिटर्न {ids} पहले से} other {रिटर्न {ids} पहले से}} {heldKind, select, approve {मंज़ूर किया जा रहा है} reject {नामंज़ूर किया जा रहा है} pickup {पिकअप की तारीख दी जा रही है} pickupAttempt {पिकअप की नई तारीख दी जा रही है} complete {पूरा किया जा रहा है} other {रद्द किया जा रहा है}}, इसलिए {kind, select, approve {कुछ भी मंज़ूर नहीं हुआ} reject {कुछ भी नामंज़ूर नहीं हुआ} pickup {पिकअप की कोई तारीख तय नहीं हुई} pickupAttempt {पिकअप की कोई कोशिश दर्ज नहीं हुई} complete {कुछ भी पूरा नहीं हुआ} other {कुछ भी रद्द नहीं हुआ}}; उसके पूरा होने तक रुकें, फिर दोबारा कोशिश करें।',
  'returns.action.heldMixed':
    '{count, plural, one {रिटर्न {ids} पहले से} other {रिटर्न {ids} पहले से}} मार्केटप्लेस पर किसी दूसरे काम में है, इसलिए {kind, select, approve {कुछ भी मंज़ूर नहीं हुआ} reject {कुछ भी नामंज़ूर नहीं हुआ} pickup {पिकअप की कोई तारीख तय नहीं हुई} pickupAttempt {पिकअप की कोई कोशिश दर्ज नहीं हुई} complete {कुछ भी पूरा नहीं हुआ} other {कुछ भी रद्द नहीं हुआ}}; उसके पूरा होने तक रुकें, फिर दोबारा कोशिश करें।',
  'returns.action.busy': 'यह रिटर्न मार्केटप्लेस पर Stockroom के किसी दूसरे काम में है, इसलिए यह काम इसे नहीं भेज पाया।',
  'returns.action.did':
    '{kind, select, approve {मंज़ूर हुआ} reject {नामंज़ूर हुआ} pickup {पिकअप की तारीख तय हुई} pickupAttempt {पिकअप की कोशिश दर्ज हुई} complete {पूरा हुआ} other {रद्द हुआ}}।',
  'returns.action.didAlready':
    'मार्केटप्लेस पर पहले ही {kind, select, approve {मंज़ूर हुआ} reject {नामंज़ूर हुआ} pickup {पिकअप की तारीख तय हुई} pickupAttempt {पिकअप की कोशिश दर्ज हुई} complete {पूरा हुआ} other {रद्द हुआ}}; दोबारा नहीं भेजा।',
  'returns.action.changed':
    'आपके चुनने के बाद मार्केटप्लेस पर इसकी पिकअप तारीख बदल गई, इसलिए यह {kind, select, approve {मंज़ूर नहीं हुआ} reject {नामंज़ूर नहीं हुआ} pickup {इसे पिकअप की तारीख नहीं मिली} pickupAttempt {इसे पिकअप की नई तारीख नहीं मिली} complete {पूरा नहीं हुआ} other {रद्द नहीं हुआ}}; तारीख देखकर दोबारा कोशिश करें।',
  'returns.action.notSelfShip':
    'यह सेल्फ़-शिप रिटर्न नहीं है (इसे मार्केटप्लेस का कूरियर वापस लाता है), इसलिए यह {kind, select, approve {मंज़ूर नहीं हुआ} reject {नामंज़ूर नहीं हुआ} pickup {इसे पिकअप की तारीख नहीं मिली} pickupAttempt {इसे पिकअप की नई तारीख नहीं मिली} complete {पूरा नहीं हुआ} other {रद्द नहीं हुआ}}।',
  'returns.action.noState':
    'मार्केटप्लेस पर इसकी कोई जानी-पहचानी स्थिति नहीं है, इसलिए यह {kind, select, approve {मंज़ूर नहीं हुआ} reject {नामंज़ूर नहीं हुआ} pickup {इसे पिकअप की तारीख नहीं मिली} pickupAttempt {इसे पिकअप की नई तारीख नहीं मिली} complete {पूरा नहीं हुआ} other {रद्द नहीं हुआ}}।',
  'returns.action.state':
    'मार्केटप्लेस पर यह "{status}" है, इसलिए यह {kind, select, approve {मंज़ूर नहीं हुआ} reject {नामंज़ूर नहीं हुआ} pickup {इसे पिकअप की तारीख नहीं मिली} pickupAttempt {इसे पिकअप की नई तारीख नहीं मिली} complete {पूरा नहीं हुआ} other {रद्द नहीं हुआ}}।',
  'returns.action.unanswered': 'मार्केटप्लेस ने हर रिटर्न का जवाब नहीं दिया।',
  'returns.action.notTaken':
    'काम रद्द होने तक मार्केटप्लेस ने इसे नहीं लिया था, इसलिए यह {kind, select, approve {मंज़ूर नहीं हुआ} reject {नामंज़ूर नहीं हुआ} pickup {इसे पिकअप की तारीख नहीं मिली} pickupAttempt {इसे पिकअप की नई तारीख नहीं मिली} complete {पूरा नहीं हुआ} other {रद्द नहीं हुआ}}।',
  'returns.action.cancelledClosing': 'रद्द हुआ; {closing}',
  'returns.action.closing':
    '{total, number} में से {done, number} {kind, select, approve {मंज़ूर हुए} reject {नामंज़ूर हुए} pickup {को पिकअप की तारीख मिली} pickupAttempt {को पिकअप की नई तारीख मिली} complete {पूरे हुए} other {रद्द हुए}}।',
  'returns.action.closingRefused':
    '{total, number} में से {done, number} {kind, select, approve {मंज़ूर हुए} reject {नामंज़ूर हुए} pickup {को पिकअप की तारीख मिली} pickupAttempt {को पिकअप की नई तारीख मिली} complete {पूरे हुए} other {रद्द हुए}}, {refused, number} मना हुए।',
  'returns.action.offline':
    'Stockroom मार्केटप्लेस तक नहीं पहुँच पा रहा, इसलिए {kind, select, approve {कुछ भी मंज़ूर नहीं हुआ} reject {कुछ भी नामंज़ूर नहीं हुआ} pickup {पिकअप की कोई तारीख तय नहीं हुई} pickupAttempt {पिकअप की कोई कोशिश दर्ज नहीं हुई} complete {कुछ भी पूरा नहीं हुआ} other {कुछ भी रद्द नहीं हुआ}}; ऑनलाइन होने पर दोबारा कोशिश करें।',
  'returns.action.chooseOne': 'कम से कम एक रिटर्न चुनें।',
  'returns.action.need':
    '{kind, select, reject {नामंज़ूर करने का कारण चुनें, इसलिए कुछ भी नामंज़ूर नहीं हुआ} pickup {पिकअप की तारीख दें, इसलिए पिकअप की कोई तारीख तय नहीं हुई} other {पिकअप की नई तारीख दें, इसलिए पिकअप की कोई कोशिश दर्ज नहीं हुई}}।',
  'returns.action.notInJournal': 'यह काम जर्नल में नहीं है।',
  'returns.action.notOwn':
    '{count, plural, one {रिटर्न {ids} इस प्रोफ़ाइल के रिटर्न में नहीं है} other {रिटर्न {ids}{more, plural, =0 {} other { और # और}} इस प्रोफ़ाइल के रिटर्न में नहीं हैं}} (शायद किसी दूसरी प्रोफ़ाइल के हैं), इसलिए {kind, select, approve {कुछ भी मंज़ूर नहीं हुआ} reject {कुछ भी नामंज़ूर नहीं हुआ} pickup {पिकअप की कोई तारीख तय नहीं हुई} pickupAttempt {पिकअप की कोई कोशिश दर्ज नहीं हुई} complete {कुछ भी पूरा नहीं हुआ} other {कुछ भी रद्द नहीं हुआ}}। इन्हें इसी प्रोफ़ाइल की रिटर्न स्क्रीन पर चुनें।',
  'sandbox.noAccount': 'इस प्रोफ़ाइल के लिए अभी कोई सेलर अकाउंट नहीं जुड़ा है। सेटिंग्स में जोड़ें।',
  'sandbox.refusal.notTestOrder':
    '{count, plural, one {ऑर्डर आइटम {ids}} other {ऑर्डर आइटम {ids}}} इस अकाउंट {count, plural, one {का टेस्ट ऑर्डर नहीं है} other {के टेस्ट ऑर्डर नहीं हैं}}, इसलिए कुछ नहीं भेजा।',
  'sandbox.refusal.noListings':
    'Stockroom को इस अकाउंट की कोई लिस्टिंग अभी पता नहीं, इसलिए कोई टेस्ट ऑर्डर नहीं बना: लिस्टिंग में एक लिस्टिंग अपलोड करें (या शिपमेंट सिंक करें), फिर दोबारा कोशिश करें।',
  'sandbox.refusal.beingMoved':
    '{count, plural, one {ऑर्डर आइटम {ids} पहले से आगे बढ़ाया जा रहा है} other {ऑर्डर आइटम {ids} पहले से आगे बढ़ाए जा रहे हैं}}, इसलिए कुछ नहीं भेजा; उसके पूरा होने तक रुकें, फिर दोबारा कोशिश करें।',
  'sandbox.refusal.noItem': 'इस अकाउंट पर मार्केटप्लेस में ऑर्डर आइटम {orderItemId} नहीं है।',
  'sandbox.refusal.cancelled': 'ऑर्डर आइटम {orderItemId} रद्द है।',
  'sandbox.refusal.onHold': 'ऑर्डर आइटम {orderItemId} होल्ड पर है; पहले होल्ड हटाएँ।',
  'sandbox.refusal.notReady':
    'ऑर्डर आइटम {orderItemId} अभी {status} है: {move, select, pickupComplete {पहले शिपमेंट में इसे पैक करके डिस्पैच के लिए तैयार मार्क करें} shipped {पहले इसका पिकअप पूरा मार्क करें} other {पहले इसे शिप हुआ मार्क करें}}।',
  'sandbox.refusal.notHoldable':
    'ऑर्डर आइटम {orderItemId} अभी {status} है; सिर्फ़ बिना पैक हुआ ऑर्डर ही होल्ड या रिलीज़ हो सकता है।',
  'sandbox.refusal.notReturnable':
    'ऑर्डर आइटम {orderItemId} अभी {status} है: {kind, select, courier_return {कूरियर रिटर्न (RTO) के लिए पहले इसका पिकअप या शिप होना ज़रूरी है} other {ग्राहक रिटर्न के लिए पहले इसका डिलीवर होना ज़रूरी है}}।',
  'sandbox.refusal.noReturn': 'ऑर्डर आइटम {orderItemId} का अभी कोई रिटर्न नहीं है: पहले रिटर्न बनाएँ।',
  'sandbox.refusal.returnClosed': 'ऑर्डर आइटम {orderItemId} का रिटर्न पहले ही {status} है।',
  'sandbox.refusal.closed': 'बंद',
  'sandbox.offline.noneMade':
    'Stockroom मार्केटप्लेस तक नहीं पहुँच पा रहा, इसलिए कोई टेस्ट ऑर्डर नहीं बना; ऑनलाइन होने पर दोबारा कोशिश करें।',
  'sandbox.offline.nothingSent':
    'Stockroom मार्केटप्लेस तक नहीं पहुँच पा रहा, इसलिए कुछ नहीं भेजा; ऑनलाइन होने पर दोबारा कोशिश करें।',
  'sandbox.offline.restNotMade':
    'Stockroom मार्केटप्लेस तक नहीं पहुँच पा रहा, इसलिए बाकी टेस्ट ऑर्डर नहीं बने; ऑनलाइन होने पर दोबारा कोशिश करें।',
  'sandbox.offline.restNotSent':
    'Stockroom मार्केटप्लेस तक नहीं पहुँच पा रहा, इसलिए बाकी नहीं भेजे; ऑनलाइन होने पर दोबारा कोशिश करें।',
  'sandbox.job.cancelled': 'रद्द हुआ; जो भेजा जा चुका है वह वैसा ही रहेगा जैसा मार्केटप्लेस ने लिया।',
  'sandbox.job.failedUnexpectedly': 'सैंडबॉक्स का काम अचानक नहीं हो पाया।',
  'sandbox.item.notSentCancelled': 'नहीं भेजा: रद्द हुआ।',
  'sandbox.item.notSent': 'नहीं भेजा।',
  'sandbox.item.lost': 'Stockroom के रुकने से पहले भेजा गया; इसका जवाब खो गया।',
  'sandbox.item.made': 'बना',
  'sandbox.item.noAnswer': 'मार्केटप्लेस ने जवाब नहीं दिया; हो सकता है उसने बना दिया हो।',
  'sandbox.item.notTaken': 'मार्केटप्लेस ने इसे नहीं लिया; दोबारा कोशिश करें।',
  'sandbox.progress.making': '{total, number} में से टेस्ट ऑर्डर {n, number} बन रहा है',
  'sandbox.progress.reading': 'नए टेस्ट ऑर्डर पढ़े जा रहे हैं',
  'sandbox.progress.item': '{total, number} में से ऑर्डर आइटम {n, number}',
  'sandbox.step.held': 'होल्ड पर रखे गए',
  'sandbox.step.released': 'होल्ड से हटाए गए',
  'sandbox.step.pickedUp': 'पिकअप हुए मार्क किए गए',
  'sandbox.step.shipped': 'शिप हुए मार्क किए गए',
  'sandbox.step.delivered': 'डिलीवर हुए मार्क किए गए',
  'sandbox.step.givenReturn':
    '{kind, select, courier_return {कूरियर रिटर्न (RTO)} other {ग्राहक रिटर्न}} दिया गया',
  'sandbox.step.returnEvent':
    'रिटर्न {event, select, approved {मंज़ूर} rejected {नामंज़ूर} pickup_scheduled {पिकअप तय} in_transit {वापस आ रहा है} out_for_delivery {आप तक डिलीवरी के लिए निकला} delivered {आप तक पहुँचा} completed {पूरा} other {रद्द}}',
  'sandbox.step.hadReturn':
    'का रिटर्न {event, select, approved {मंज़ूर} rejected {नामंज़ूर} pickup_scheduled {पिकअप तय} in_transit {वापस आ रहा है} out_for_delivery {आप तक डिलीवरी के लिए निकला} delivered {आप तक पहुँचा} completed {पूरा} other {रद्द}}',
  'sandbox.result.notDone': '; {count, number} नहीं हुए',
  'sandbox.result.notDoneWhy': '; {count, number} नहीं हुए: {why}',
  'sandbox.result.unanswered': '; {count, number} के लिए मार्केटप्लेस ने जवाब नहीं दिया: {what}',
  'sandbox.result.unansweredOrders':
    'हो सकता है वह बन गया हो, और सिंक के बाद शिपमेंट में दिखेगा (Stockroom इसे दोबारा नहीं भेजता)',
  'sandbox.result.unansweredSteps': 'मार्केटप्लेस के फिर से जवाब देने पर Stockroom इसे दोबारा पढ़ लेगा',
  'sandbox.result.made':
    '{all, select, yes {{total, plural, one {# टेस्ट ऑर्डर} other {# टेस्ट ऑर्डर}}} other {{total, plural, one {# टेस्ट ऑर्डर} other {# टेस्ट ऑर्डर}} में से {done, number}}} बने{rest}।{syncing, select, yes { शिपमेंट सिंक हो रहे हैं ताकि वे दिखें।} other {}}',
  'sandbox.result.moved':
    '{all, select, yes {{total, plural, one {# ऑर्डर आइटम} other {# ऑर्डर आइटम}}} other {{total, plural, one {# ऑर्डर आइटम} other {# ऑर्डर आइटम}} में से {done, number}}} {what}{rest}।',
  'sandbox.orderStatus':
    '{code, select, APPROVED {मंज़ूर} PACKING_IN_PROGRESS {पैक हो रहा} PACKED {पैक} READY_TO_DISPATCH {डिस्पैच के लिए तैयार} PICKUP_COMPLETE {पिकअप हो चुका} SHIPPED {शिप हो चुका} DELIVERED {डिलीवर हो चुका} CANCELLED {रद्द} other {{status}}}',
  // — listings —
  'listings.refusal.noRows': 'अपलोड करने के लिए कोई पंक्ति नहीं है।',
  'listings.refusal.allRowsHaveErrors': 'हर पंक्ति में ग़लती है; लाल निशान वाले खाने ठीक करके फिर अपलोड करें।',
  'listings.refusal.skuWaiting':
    'SKU {sku} एक ऐसे अपलोड में है जो अभी मार्केटप्लेस के जवाब के इंतज़ार में है; पहले उस अपलोड को फिर से शुरू करें या रद्द करें, फिर कोशिश करें।',
  'listings.refusal.skusWaiting':
    'SKU {skus}{more, plural, =0 {} other { और # और}} एक ऐसे अपलोड में हैं जो अभी मार्केटप्लेस के जवाब के इंतज़ार में है; पहले उस अपलोड को फिर से शुरू करें या रद्द करें, फिर कोशिश करें।',
  'listings.refusal.stillRunning': 'वह अपलोड अभी चल रहा है: पहले उसे रोकें या रद्द करें।',
  'listings.refusal.undoneAlready': 'वह अपलोड पहले ही वापस लिया जा चुका है।',
  'listings.refusal.beingUndone': 'वह अपलोड पहले से वापस लिया जा रहा है: उसी को फिर शुरू करें।',
  'listings.refusal.nothingToUndo': 'उस अपलोड से कोई लिस्टिंग नहीं बदली, इसलिए वापस लेने को कुछ नहीं है।',
  'listings.refusal.undoNotRetried':
    'वापसी को दोबारा नहीं भेजा जाता: हर SKU पर लिखा है कि वह पहले जैसा क्यों नहीं हुआ।',
  'listings.refusal.noFailed': 'उस अपलोड में दोबारा भेजने लायक कोई नाकाम SKU नहीं है।',
  'listings.refusal.alreadyRunning': 'वह अपलोड पहले से चल रहा है।',
  'listings.refusal.finished': 'वह अपलोड पूरा हो चुका है।',
  'listings.refusal.cancelled': 'वह अपलोड रद्द हो चुका है।',
  'listings.refusal.notRunning': 'वह अपलोड अभी नहीं चल रहा।',
  'listings.refusal.noSuchUpload': 'ऐसा कोई अपलोड नहीं है।',
  'listings.result.notReportedWhy': 'मार्केटप्लेस ने इस SKU का नतीजा नहीं बताया।',
  'listings.result.wordUnknown':
    'मार्केटप्लेस ने “{word}” जवाब दिया, जो शब्द Stockroom नहीं जानता, इसलिए लिस्टिंग शायद ले ली गई हो: दोबारा भेजने से पहले इसे मेरी लिस्टिंग में पढ़ें।',
  'listings.upload.cancelledAt':
    '{total, number} में से {answered, number} पर रद्द किया: {uploaded, number} अपलोड हुए, {failed, number} नहीं हुए।{inDoubt, plural, =0 {} other { बिना जवाब के भेजे गए # SKU शायद मार्केटप्लेस तक पहुँच गए हों: दोबारा भेजने से पहले उन्हें मेरी लिस्टिंग में पढ़ें।}}{unsent, plural, =0 {} other { # SKU भेजे नहीं गए।}}',
  'listings.upload.pausedAt': '{total, number} में से {answered, number} पर रुका',
  'listings.upload.done': '{total, number} में से {uploaded, number} अपलोड हुईं, {failed, number} नाकाम',
  'listings.upload.failedUnexpectedly': 'अपलोड अचानक नाकाम हो गया।',
  'listings.upload.answeredSoFar': '{total, number} में से {done, number} SKU का जवाब आया',
  'listings.upload.progressFailed':
    '{total, number} में से {done, number} SKU का जवाब आया ({failed, number} नाकाम)',
  'listings.upload.rate': '{rate, number, ::.0} SKU/सेकंड',
  'listings.upload.left': 'लगभग {time} बाक़ी',
  'listings.time.seconds': '{s} सेकंड',
  'listings.time.minutes': '{m} मिनट {s} सेकंड',
  'listings.time.hours': '{h} घंटे {m} मिनट',
  'listings.load.progress': '{total, number} में से {done, number} SKU पढ़े',
  'listings.load.added':
    'आपके ऑर्डर की {read, plural, other {# लिस्टिंग}} से {added, plural, one {# पंक्ति} other {# पंक्तियाँ}} जोड़ीं',
  'listings.load.skipped': '{n, number} पहले से शीट में',
  'listings.load.notRead': '{n, number} पढ़ी नहीं गईं: {reasons}',
  'listings.load.notReadMore': '{n, number} पढ़ी नहीं गईं: {reasons} (और {more, number})',
  'listings.load.noListings': 'सेव किए गए शिपमेंट में कोई लिस्टिंग नहीं है: पहले शिपमेंट सिंक करें।',
  'listings.load.cancelled': 'ऑर्डर से भरना रद्द किया गया।',
  'listings.refusal.noRowsToPreview': 'प्रीव्यू के लिए कोई पंक्ति नहीं है।',
  'listings.refusal.previewTooMany': 'प्रीव्यू ज़्यादा से ज़्यादा {max, number} लिस्टिंग पढ़ता है; कम पंक्तियाँ चुनें।',
  'listings.preview.progress': '{total, number} में से {done, number} लिस्टिंग पढ़ीं',
  'listings.preview.read': '{total, number} में से {read, number} लिस्टिंग पढ़ीं',
  'listings.preview.absent': '{n, number} अभी मार्केटप्लेस पर नहीं',
  'listings.preview.failed': '{n, number} पढ़ी नहीं जा सकीं',
  'listings.preview.noteNotRead':
    'इसकी लिस्टिंग पढ़ी नहीं गई, इसलिए मिलाने को कुछ नहीं: अपलोड इसे बनाएगा या बदल देगा।',
  'listings.preview.noteNoListing':
    'मार्केटप्लेस पर इस SKU की अभी कोई लिस्टिंग नहीं, इसलिए मिलाने को कुछ नहीं: अपलोड इसे बनाएगा।',
  'listings.preview.noteUnread': 'लिस्टिंग पढ़ी नहीं गई।',
  'listings.preview.cancelled': 'प्रीव्यू रद्द किया गया।',
  'listings.read.failed': 'लिस्टिंग पढ़ी नहीं जा सकी: {reason}',
  'listings.read.unexpected': 'अनचाही गड़बड़ी।',
  'listings.upload.callRefused': 'मार्केटप्लेस ने इस SKU की माँग ठुकरा दी: {reason}',
  'listings.upload.unansweredAfter':
    '{attempts} कोशिशों के बाद भी साफ़ जवाब नहीं मिला: {reason} शायद यह मार्केटप्लेस तक पहुँच गया हो: दोबारा भेजने से पहले इसे मेरी लिस्टिंग में पढ़ें।',
  'listings.upload.cancelledError': 'अपलोड रद्द किया गया।',
  'listings.save.replaced': 'शीट का यह सेव किसी नए सेव से बदल गया या पहले ही ख़त्म हो चुका है। शीट फिर से सेव करें।',
  'listings.save.outOfOrder':
    'पंक्ति {first, number} से शुरू होने वाला हिस्सा ग़लत क्रम में आया: अगली पंक्ति {expected, number} होनी थी।',
  'listings.save.oneMore': 'पंक्ति {row, number} इस सेव के लिए बताई गई {announced, number} पंक्तियों से एक ज़्यादा है।',
  'listings.save.idTaken': 'पंक्ति {row, number} की id “{id}” है, जो पहले की किसी पंक्ति को दी जा चुकी है।',
  'listings.save.missing':
    '{expected, number} में से सिर्फ़ {received, number} पंक्तियाँ पहुँचीं; शीट जैसी थी वैसी रखी गई। फिर से सेव करें।',
  'listings.offline.nothingSent': 'कुछ भी नहीं भेजा गया',
  'listings.offline.notSent': '{total, number} में से {n, plural, one {# SKU} other {# SKU}} नहीं भेजे गए',
  'listings.offline.notSentMaybe':
    '{total, number} में से {n, plural, one {# SKU} other {# SKU}} नहीं भेजे गए, {maybe, number} और शायद मार्केटप्लेस के जवाब बंद होने से पहले पहुँच गए',
  'listings.offline.waiting':
    '{n, plural, one {# SKU भेजा जाना बाक़ी है} other {# SKU भेजे जाने बाक़ी हैं}}: मार्केटप्लेस के फिर जवाब देने पर Stockroom उन्हें भेजने का विकल्प देगा।',
  'listings.undo.noReason': 'मार्केटप्लेस ने कोई वजह नहीं बताई',
  'listings.undo.notKnown': 'अपलोड से पहले की इसकी वैल्यू पता नहीं: न कोई पिछला अपलोड, न प्रीव्यू',
  'listings.undo.refused': 'मार्केटप्लेस ने ठुकराया: {reasons}',
  'listings.undo.head': '{total, number} में से {restored, number} पहले जैसी हुईं, {failed, number} नहीं हुईं',
  'listings.undo.named': '{sku} – {why}',
  'listings.undo.namedMore': '{head}: {named}; और {more, number} बाक़ी।',
  'listings.undo.namedAll': '{head}: {named}।',
  'listings.compare.notUndone': 'पहले जैसा नहीं किया।',
  'listings.compare.notUploaded':
    'अपलोड नहीं किया, इसलिए नई वैल्यू बनी रहेगी। उसके ऊपर अपलोड करने के लिए फिर से प्रीव्यू करें।',
  'listings.compare.notReported':
    'मार्केटप्लेस ने यह लिस्टिंग नहीं बताई, इसलिए Stockroom जाँच नहीं सका कि यह बदली नहीं है: नहीं भेजी गई।',
  'listings.compare.price': 'दाम',
  'listings.compare.status': 'स्टेटस',
  'listings.compare.localFee': 'लोकल शिपिंग फ़ीस',
  'listings.compare.zonalFee': 'ज़ोनल शिपिंग फ़ीस',
  'listings.compare.nationalFee': 'नेशनल शिपिंग फ़ीस',
  'listings.compare.stockAt': '{id} पर स्टॉक',
  'listings.compare.statusAt': '{id} पर स्टेटस',
  'listings.compare.found': '{label} अब {now} है, {before} नहीं',
  'listings.compare.asUploadSet': '{found}, जैसा अपलोड ने {n, plural, one {इसे} other {इन्हें}} रखा था',
  'listings.compare.asUploadLeft': '{found}, जैसा अपलोड ने {n, plural, one {इसे} other {इन्हें}} छोड़ा था',
  'listings.compare.asPreviewRead': '{found}, जैसा प्रीव्यू में {n, plural, one {इसे} other {इन्हें}} पढ़ा था',
  'listings.undo.cannot':
    'इस SKU को पहले जैसा नहीं किया जा सकता: Stockroom ने इसे इस अपलोड से पहले कभी नहीं भेजा, और ठीक पहले किसी प्रीव्यू ने इसकी लिस्टिंग नहीं पढ़ी, इसलिए इसकी पुरानी वैल्यू पता नहीं।',
  // — my listings, settings and accounts —
  'locations.error.noAccount': 'लोकेशन के नाम रखने से पहले इस प्रोफ़ाइल के लिए सेलर अकाउंट सेट करें।',
  'myListings.refusal.offline':
    'मार्केटप्लेस जवाब नहीं दे रहा, इसलिए कुछ नहीं भेजा गया; स्टेटस बार में ऑनलाइन दिखने पर फिर कोशिश करें।',
  'myListings.refusal.nothingChanges': 'कुछ नहीं बदलता: हर दाम और स्टॉक वैसा ही है जैसा मार्केटप्लेस पर है।',
  'myListings.refusal.allHeld': 'हर बदलाव में कोई दिक्कत है; निशान लगे सेल ठीक करके फिर कोशिश करें।',
  'myListings.refusal.previewGone':
    'वह प्रीव्यू अब उपलब्ध नहीं है (Stockroom फिर से शुरू हुआ, या उसके बाद कई प्रीव्यू बने): बदलाव का प्रीव्यू फिर से देखें।',
  'myListings.refusal.restockNotUndone':
    'इस बदलाव ने लौटी इकाइयाँ वापस स्टॉक में डालीं, इसलिए इसे यहाँ पलटा नहीं जाता: स्टॉक घटाना हो तो मेरी लिस्टिंग में सेट करें।',
  'myListings.refusal.noSuchChange': 'ऐसा कोई बदलाव नहीं है।',
  'myListings.refusal.nothingStopped': 'इस बदलाव में ऐसा कुछ रुका नहीं जिसे फिर भी सेट किया जाए।',
  'myListings.refusal.stillSending': 'यह बदलाव अभी भेजा जा रहा है।',
  'myListings.refusal.undoneAlready': 'यह बदलाव पहले ही वापस लिया जा चुका है।',
  'myListings.refusal.undoing': 'यह बदलाव अभी वापस लिया जा रहा है।',
  'myListings.refusal.undoStopped':
    'हर SKU का मार्केटप्लेस से जवाब आने से पहले इसका अनडू रुक गया; उसी अनडू को फिर से शुरू करें।',
  'myListings.refusal.noneTaken': 'मार्केटप्लेस ने इस बदलाव में से कुछ भी नहीं लिया।',
  'myListings.refusal.alreadySending': 'यह बदलाव पहले से भेजा जा रहा है।',
  'myListings.refusal.finished': 'यह बदलाव पूरा हो चुका है।',
  'myListings.refusal.cancelled': 'यह बदलाव रद्द हो चुका है।',
  'myListings.outcome.cancelled': 'रद्द किया',
  'myListings.outcome.unsure':
    'मार्केटप्लेस ने {total, number} में से {unanswered, number} का जवाब नहीं दिया; जाँचकर भेजने के लिए फिर से शुरू करें।',
  'myListings.outcome.changed':
    '{total, number} में से {done, number} बदले, {refused, number} मना हुए{stopped, plural, =0 {} other {, # वैसे ही छोड़े जैसे मार्केटप्लेस पर हैं}}',
  'myListings.outcome.restored':
    '{total, number} में से {done, number} वापस पहले जैसे किए, {refused, number} मना हुए{stopped, plural, =0 {} other {, # वैसे ही छोड़े जैसे मार्केटप्लेस पर हैं}}',
  'myListings.outcome.failed': 'बदलाव अचानक नाकाम हो गया।',
  'myListings.job.answered': '{total, number} में से {answered, number} बदलावों का जवाब आया',
  'myListings.words.priceNow': 'दाम अब {price}।',
  'myListings.words.stockNow': 'स्टॉक अब {stock}।',
  'myListings.words.hadItAfterInterruption':
    '{now} रुकावट के बाद मार्केटप्लेस पर यह पहले से था, इसलिए दोबारा नहीं भेजा।',
  'myListings.words.hadIt': '{now} मार्केटप्लेस पर यह पहले से था, इसलिए नहीं भेजा।',
  'myListings.words.none': 'कुछ नहीं',
  'myListings.words.priceStopped': 'दाम अब {found} है, {before} नहीं: बदला नहीं गया।',
  'myListings.words.stockPart': '{location} पर अब {found} है, {before} नहीं',
  'myListings.words.stockStopped': 'स्टॉक अब {found} है, {before} नहीं: बदला नहीं गया।',
  'myListings.words.stockPartsStopped': 'स्टॉक {parts}: बदला नहीं गया।',
  'myListings.words.anyway': 'फिर भी {value} सेट करें?',
  'myListings.refusal.busyOne':
    'SKU {sku} का एक बदलाव अभी मार्केटप्लेस के जवाब के इंतज़ार में है; उस बदलाव को फिर से शुरू करें या उसके ख़त्म होने तक रुकें, फिर कोशिश करें।',
  'myListings.refusal.busyMany':
    'SKU {skus}{more, plural, =0 {} other { और # और}} के बदलाव अभी मार्केटप्लेस के जवाब के इंतज़ार में हैं; उस बदलाव को फिर से शुरू करें या उसके ख़त्म होने तक रुकें, फिर कोशिश करें।',
  'myListings.words.refusedNoReason': 'मार्केटप्लेस ने मना किया, कोई वजह नहीं बताई।',
  'myListings.words.refused': 'मार्केटप्लेस ने मना किया: {reasons}।',
  'myListings.words.warning': '{now} एक चेतावनी के साथ: {issues}।',
  'myListings.refusal.sellerNameTooLong': 'सेलर का नाम ज़्यादा से ज़्यादा {max, number} अक्षर का हो सकता है।',
  'myListings.job.nothingToRead':
    'कुछ नहीं पढ़ा गया: अभी कोई SKU पता नहीं है। Stockroom आपके ऑर्डर, आपकी लिस्टिंग शीट और आपके पेस्ट किए SKU पढ़ता है: शिपमेंट सिंक करें या SKU पेस्ट करें, फिर से पढ़ें।',
  'myListings.job.reading': '{total, number} लिस्टिंग पढ़ी जा रही हैं',
  'myListings.offline.nothingRead': 'कुछ भी नहीं पढ़ा गया',
  'myListings.offline.partlyRead': '{total, number} में से {done, number} लिस्टिंग पढ़ी गईं, बाक़ी नहीं',
  'myListings.offline.noAnswerLastTime': 'पिछली बार पूछने पर मार्केटप्लेस ने जवाब नहीं दिया।',
  'myListings.job.readSoFar': '{total, number} में से {done, number} लिस्टिंग पढ़ी गईं',
  'myListings.job.read': '{total, plural, one {मार्केटप्लेस से # लिस्टिंग पढ़ी} other {मार्केटप्लेस से # लिस्टिंग पढ़ीं}}',
  'accounts.connection.validFor': '{days, plural, one { (# दिन और मान्य)} other { (# दिन और मान्य)}}',
  'accounts.connection.sellerTimeout':
    'मार्केटप्लेस ने {seconds, number} सेकंड में जवाब नहीं दिया। सेटिंग्स में पते और अपना कनेक्शन जाँचें, फिर कोशिश करें।',
  'accounts.connection.affiliateTimeout':
    'एफ़िलिएट फ़ीड सर्विस ने {seconds, number} सेकंड में जवाब नहीं दिया। सेटिंग्स में पते और अपना कनेक्शन जाँचें, फिर कोशिश करें।',
  'accounts.connection.cancelled': 'टेस्ट रद्द किया गया।',
  'accounts.connection.sellerApp': 'जुड़ गया: मार्केटप्लेस ने ऐप्लिकेशन {appId} को मान लिया{valid}।',
  'accounts.connection.sellerAccount': 'सेलर अकाउंट “{account}” से जुड़ गया{valid}।',
  'accounts.connection.affiliate':
    '{count, plural, one {जुड़ गया: एफ़िलिएट कैटलॉग में # कैटेगरी है।} other {जुड़ गया: एफ़िलिएट कैटलॉग में # कैटेगरी हैं।}}',
  'accounts.connection.failed': 'टेस्ट अचानक नाकाम हो गया। फिर कोशिश करें।',
  'accounts.connection.somethingAnswers': '{address} पर कुछ जवाब देता है। {missing}',
  'accounts.auth.noThirdParty': 'सेलर अकाउंट को अनुमति देने से पहले इस प्रोफ़ाइल के लिए थर्ड-पार्टी ऐप्लिकेशन सेट करें।',
  'accounts.auth.noneInProgress':
    'इस प्रोफ़ाइल के लिए कोई अनुमति चल नहीं रही। नई शुरू करने के लिए “सेलर अकाउंट को अनुमति दें” दबाएँ।',
  'accounts.auth.defaultName': 'सेलर अकाउंट {n, number}',
  'accounts.auth.noWindow':
    'Stockroom का यह रूप ख़ुद मार्केटप्लेस का पेज नहीं खोल सकता। उसे खोलें, अनुमति दें, और जिस पते पर आपको वापस भेजा गया वह पेस्ट करें।',
  'accounts.clients.noAccount':
    'इस प्रोफ़ाइल के लिए अभी कोई सेलर अकाउंट अनुमति-प्राप्त नहीं है। सेटिंग्स › सेलर अकाउंट में एक को अनुमति दें।',
  'accounts.clients.noAffiliate': 'इस प्रोफ़ाइल के लिए अभी एफ़िलिएट क्रेडेंशियल सेट नहीं हैं। उन्हें सेटिंग्स › एफ़िलिएट में जोड़ें।',
  'accounts.clients.noSellerApp':
    'इस प्रोफ़ाइल के लिए अभी कोई सेलर ऐप्लिकेशन सेट नहीं है। उसे सेटिंग्स › सेलर ऐप्लिकेशन में जोड़ें।',
  'accounts.clients.appSecretNotKept':
    'पिछली बार Stockroom बंद होने पर Application Secret नहीं रखा गया (यहाँ सीक्रेट सिर्फ़ मेमोरी में रहते हैं): सेटिंग्स › सेलर ऐप्लिकेशन में उसे फिर से लिखें।',
  'accounts.clients.tokenNotKept':
    'पिछली बार Stockroom बंद होने पर एफ़िलिएट टोकन नहीं रखा गया (यहाँ सीक्रेट सिर्फ़ मेमोरी में रहते हैं): सेटिंग्स › एफ़िलिएट में उसे फिर से लिखें।',
  'accounts.profile.demoNotEditable': 'डेमो प्रोफ़ाइल पहले से बनी है और बदली नहीं जा सकती।',
  'accounts.profile.nameTaken': '“{name}” पहले से दूसरी प्रोफ़ाइल का नाम है: कोई और नाम चुनें, या उसी प्रोफ़ाइल को बदलें।',
  'accounts.profile.nameDemo': '“Demo” पहले से बनी प्रोफ़ाइल का नाम है: कोई और नाम चुनें।',
  'accounts.profile.demoNotRemovable': 'डेमो प्रोफ़ाइल पहले से बनी है और हटाई नहीं जा सकती।',
  'accounts.profile.noThirdParty': 'इस प्रोफ़ाइल में कोई थर्ड-पार्टी ऐप्लिकेशन नहीं है।',
  'accounts.profile.demoCredentials':
    'डेमो प्रोफ़ाइल बिल्ट-इन मार्केटप्लेस इस्तेमाल करती है; इसके क्रेडेंशियल बदले नहीं जा सकते।',
  'accounts.profile.accountGone': 'वह सेलर अकाउंट अब इस प्रोफ़ाइल में नहीं है।',
  'accounts.profile.gone': 'वह प्रोफ़ाइल अब नहीं है। हो सकता है उसे किसी दूसरी विंडो में हटाया गया हो।',
  'accounts.secrets.nothingToChoose':
    'यह कंप्यूटर सीक्रेट अपने कीचेन में रखता है (या यह रूप उन्हें मेमोरी में रखता है); चुनने को कुछ नहीं है।',
  'accounts.notOwn.shipmentOne':
    'शिपमेंट {ids} इस प्रोफ़ाइल के शिपमेंट में नहीं है (शायद किसी दूसरी प्रोफ़ाइल का है), इसलिए {outcome}। इन्हें इसी प्रोफ़ाइल की शिपमेंट स्क्रीन पर चुनें।',
  'accounts.notOwn.shipmentMany':
    'शिपमेंट {ids}{more, plural, =0 {} other { और # और}} इस प्रोफ़ाइल के शिपमेंट में नहीं हैं (शायद किसी दूसरी प्रोफ़ाइल के हैं), इसलिए {outcome}। इन्हें इसी प्रोफ़ाइल की शिपमेंट स्क्रीन पर चुनें।',
  'accounts.notOwn.skuOne':
    'SKU {ids} इस प्रोफ़ाइल की लिस्टिंग में नहीं है (शायद किसी दूसरी प्रोफ़ाइल का है), इसलिए {outcome}। इन्हें इसी प्रोफ़ाइल की मेरी लिस्टिंग स्क्रीन पर चुनें।',
  'accounts.notOwn.skuMany':
    'SKU {ids}{more, plural, =0 {} other { और # और}} इस प्रोफ़ाइल की लिस्टिंग में नहीं हैं (शायद किसी दूसरी प्रोफ़ाइल के हैं), इसलिए {outcome}। इन्हें इसी प्रोफ़ाइल की मेरी लिस्टिंग स्क्रीन पर चुनें।',
  'accounts.notOwn.returnOne':
    'रिटर्न {ids} इस प्रोफ़ाइल के रिटर्न में नहीं है (शायद किसी दूसरी प्रोफ़ाइल का है), इसलिए {outcome}। इन्हें इसी प्रोफ़ाइल की रिटर्न स्क्रीन पर चुनें।',
  'accounts.notOwn.returnMany':
    'रिटर्न {ids}{more, plural, =0 {} other { और # और}} इस प्रोफ़ाइल के रिटर्न में नहीं हैं (शायद किसी दूसरी प्रोफ़ाइल के हैं), इसलिए {outcome}। इन्हें इसी प्रोफ़ाइल की रिटर्न स्क्रीन पर चुनें।',
  'accounts.notOwn.change':
    'वह बदलाव किसी दूसरी प्रोफ़ाइल पर किया गया था, इसलिए कुछ नहीं भेजा गया; उस पर काम करने के लिए उसी प्रोफ़ाइल पर जाएँ।',
  'accounts.notOwn.upload':
    'वह अपलोड किसी दूसरी प्रोफ़ाइल पर किया गया था, इसलिए कुछ नहीं भेजा गया; उस पर काम करने के लिए उसी प्रोफ़ाइल पर जाएँ।',
  // — feeds and products —
  'feeds.delta.badVersion': 'डेल्टा फ़ीड के लिए कैटेगरी का वर्ज़न शून्य या उससे बड़ी पूर्ण संख्या होना चाहिए।',
  'feeds.delta.badLink':
    'डेल्टा फ़ीड का लिंक .json या .xml पर ख़त्म नहीं होता, इसलिए Stockroom उससे डेल्टा लिंक नहीं बना सकता।',
  'feeds.link.notAddress': 'प्रोडक्ट का लिंक सही वेब पता नहीं है।',
  'feeds.link.notWeb': 'प्रोडक्ट का लिंक वेब पता नहीं है।',
  'feeds.sync.starting': 'शुरू हो रहा है…',
  'feeds.sync.goingOn': 'पेज {page, number} से आगे चल रहा है।',
  'feeds.sync.linkHadExpired': 'सेव किया फ़ीड लिंक पुराना हो गया था: नए लिंक से फिर शुरू।',
  'feeds.sync.linkElsewhere': 'सेव किया फ़ीड लिंक सर्विस के दूसरे पते का है: नए लिंक से फिर शुरू।',
  'feeds.sync.linkExpired':
    'फ़ीड लिंक पुराना हो गया: कैटेगरी की सूची फिर से ली और नए लिंक से फिर शुरू किया (सेव प्रोडक्ट अपडेट होंगे, दोबारा नहीं जुड़ेंगे)।',
  'feeds.sync.page':
    'पेज {page, number}: {products, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}}{skipped, plural, =0 {} one {, # रिकॉर्ड पढ़ा नहीं गया, छोड़ा} other {, # रिकॉर्ड पढ़े नहीं गए, छोड़े}}{empty, select, yes { (ख़ाली पेज; फ़ीड आगे जारी है)} other {}}',
  'feeds.sync.fullDone':
    'पूरा सिंक हो गया: {pages, plural, one {# पेज} other {# पेज}} में {products, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}}{skipped, plural, =0 {} one {, # रिकॉर्ड पढ़ा नहीं गया, छोड़ा} other {, # रिकॉर्ड पढ़े नहीं गए, छोड़े}}{removed, plural, =0 {} other {, # अब कैटेगरी में नहीं, हटे माने गए}}{version, select, none {।} other { (वर्ज़न {version})।}}',
  'feeds.sync.noCopyYet': 'अपडेट करने को अभी कोई कॉपी सेव नहीं: पूरा सिंक चल रहा है।',
  'feeds.sync.noVersionStored': 'सेव कॉपी में कैटेगरी का वर्ज़न नहीं है: पूरा सिंक चल रहा है।',
  'feeds.sync.alreadyCurrent': 'पहले से ताज़ा है (वर्ज़न {version})।',
  'feeds.sync.changesSince': 'वर्ज़न {version} के बाद के बदलाव',
  'feeds.sync.changesGone': 'सर्विस के पास अब वर्ज़न {version} के बाद के बदलाव नहीं हैं: इसकी जगह पूरा सिंक चल रहा है।',
  'feeds.sync.deltaDone':
    'बदलाव सिंक हुए: वर्ज़न {from} → {to}, {changes, plural, one {# बदलाव} other {# बदलाव}}{removed, plural, =0 {} other {, # हटे}}{skipped, plural, =0 {} one {, # रिकॉर्ड पढ़ा नहीं गया, छोड़ा} other {, # रिकॉर्ड पढ़े नहीं गए, छोड़े}}।',
  'feeds.sync.cancelled':
    'रद्द किया: {pages, plural, one {# पेज} other {# पेज}} ({products, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}}) सेव हैं। वहीं से आगे के लिए फिर सिंक करें।',
  'feeds.sync.failed':
    '{reason} {pages, plural, one {# पेज} other {# पेज}} ({products, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}}) सेव हैं; वहीं से आगे के लिए फिर सिंक करें।',
  'feeds.sync.failedUnexpectedly': 'सिंक अचानक रुक गया।',
  'feeds.sync.noDeltaUntilVersion':
    'कैटेगरी का वर्ज़न पढ़े जाने तक "बदलाव सिंक करें" नहीं हो सकता ({reason}); अगला सिंक फिर कोशिश करेगा।',
  'feeds.sync.waiting': '{count, plural, one {# और सिंक} other {# और सिंक}} पूरे होने का इंतज़ार…',
  'feeds.error.noVersionSaid': 'एफ़िलिएट फ़ीड सर्विस ने कैटेगरी का वर्ज़न नहीं बताया।',
  'feeds.error.serviceProblem': 'एफ़िलिएट फ़ीड सर्विस ने इस कैटेगरी में दिक़्क़त बताई: {reason}',
  'feeds.error.noFeed': 'एफ़िलिएट फ़ीड सर्विस {category} की फ़ीड नहीं देती।',
  'feeds.error.noDeltaFeed': 'एफ़िलिएट फ़ीड सर्विस {category} के बदलावों की फ़ीड नहीं देती।',
  'feeds.error.noVariantFeed': 'कैटेगरी की सूची में {category} की {variant} फ़ीड नहीं है।',
  'feeds.error.noCategory': 'सूची में "{category}" नाम की कोई कैटेगरी नहीं है। सूची फिर से लाएँ।',
  'feeds.error.noProductFeed': 'एफ़िलिएट फ़ीड सर्विस {category} के प्रोडक्ट की फ़ीड नहीं देती।',
  'feeds.error.productNotStored': 'यह प्रोडक्ट कैटेगरी की सेव कॉपी में नहीं है।',
  'feeds.error.watchlistFull':
    'वॉचलिस्ट में ज़्यादा से ज़्यादा {max, number} प्रोडक्ट रह सकते हैं: नए जोड़ने से पहले कुछ हटाएँ।',
  'feeds.error.noProductLink': 'सर्विस ने इस प्रोडक्ट का लिंक नहीं दिया।',
  'feeds.error.noTrackingId': 'इस प्रोफ़ाइल की एफ़िलिएट ट्रैकिंग आईडी अभी नहीं डाली गई। इसे सेटिंग में डालें।',
  'feeds.error.tooManyToExport': '{max, number} से ज़्यादा प्रोडक्ट मिले; एक्सपोर्ट के लिए फ़िल्टर छोटा करें।',
  'feeds.error.tooManyIds': 'एक बार में ज़्यादा से ज़्यादा {max, number} प्रोडक्ट देखे जा सकते हैं।',
  'feeds.error.pagesNotStored': 'फ़ीड के पेज सेव नहीं हो सके: {reason}।',
  'feeds.error.tooManyCalls': 'फ़ीड की बहुत सारी कॉल रुकी हैं; चल रहे सिंक पूरे होने पर फिर कोशिश करें।',
  'feeds.error.alreadySyncing': 'यह कैटेगरी पहले से सिंक हो रही है; उसके पूरे होने का इंतज़ार करें या उसे रद्द करें।',
  'feeds.error.tooManyWaiting': 'बहुत सारी कैटेगरी सिंक के इंतज़ार में हैं; कुछ पूरी होने पर फिर कोशिश करें।',
  'feeds.demo.onlyDemo': '"एक दिन चलाकर देखें" सिर्फ़ Demo प्रोफ़ाइल पर चलता है: असली मार्केटप्लेस अपने दाम ख़ुद बदलता है।',
  'feeds.demo.notMoved': 'Demo के मार्केटप्लेस ने दाम नहीं बदले (उसका जवाब {status} था)।',
  'feeds.demo.noCategory': 'Demo के मार्केटप्लेस में {category} कैटेगरी नहीं है।',
  'products.error.noAccount': 'प्रोडक्ट बदलने से पहले इस प्रोफ़ाइल का सेलर अकाउंट सेट करें।',
  // — app frame and backend —
  'marketplace.error.rateLimited':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} Stockroom के सवालों की रफ़्तार सीमित कर रहा है। एक मिनट रुककर फिर से कोशिश करें।',
  'marketplace.error.unprocessable':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} यह माँग पूरी नहीं कर सका: एक बार में बहुत ज़्यादा id, या ऐसी id जो इस अकाउंट की नहीं हैं।',
  'marketplace.error.badRequest':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने माँग को ग़लत बनावट की बताकर लौटा दिया{status, select, none {} other { (HTTP {status})}}।',
  'marketplace.error.notFound':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} के पास ऐसी कोई चीज़ नहीं है।',
  'marketplace.error.timeout':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने जवाब देने में बहुत देर लगाई। कुछ मिनट बाद फिर से कोशिश करें।',
  'marketplace.error.network':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} तक पहुँच नहीं हो सकी। इंटरनेट कनेक्शन जाँचें, और सेटिंग्स › प्रोफ़ाइल बदलें में पते भी।',
  'marketplace.error.cancelled': 'माँग रद्द कर दी गई।',
  'marketplace.offline.sentence': 'ऑफ़लाइन: {outcome}। {reason}',
  'marketplace.error.authExpired': 'अनुमति की मियाद ख़त्म हो गई है। सेटिंग्स › सेलर अकाउंट में अकाउंट को फिर से अनुमति दें।',
  'marketplace.error.authInvalid':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने लॉगिन जानकारी ठुकरा दी। उसे सेटिंग्स (सेलर ऐप्लिकेशन, एफ़िलिएट) में जाँचें।',
  'marketplace.error.urlExpired': 'लिंक की मियाद ख़त्म हो गई है। नए लिंक लाकर फिर से कोशिश करें।',
  'marketplace.error.urlTampered': 'लिंक बदला हुआ मानकर ठुकरा दिया गया। नए लिंक लाकर फिर से कोशिश करें।',
  'marketplace.error.server':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} में कोई दिक़्क़त आई{status, select, none {} other { (HTTP {status})}}। बाद में फिर से कोशिश करें।',
  'marketplace.error.sellerForbidden':
    'मार्केटप्लेस ने इस सेलर अकाउंट की यह माँग ठुकरा दी: id शायद किसी दूसरे सेलर की हैं, या अकाउंट को इसकी मंज़ूरी नहीं है। सेटिंग्स › सेलर अकाउंट में अकाउंट जाँचें।',
  'marketplace.error.sellerAuthExpired':
    'सेलर अकाउंट की अनुमति की मियाद ख़त्म हो गई या वापस ले ली गई। सेटिंग्स › सेलर अकाउंट में अकाउंट को फिर से अनुमति दें।',
  'marketplace.error.affiliateAuthInvalid':
    'एफ़िलिएट ट्रैकिंग id या टोकन ठुकरा दिया गया। उन्हें सेटिंग्स › एफ़िलिएट में जाँचें।',
  'marketplace.error.affiliateUrlTampered':
    'एफ़िलिएट फ़ीड सेवा ने फ़ीड लिंक का हस्ताक्षर ठुकरा दिया। नए लिंक के लिए कैटेगरी सूची फिर से लाएँ।',
  'marketplace.error.affiliateUrlExpired':
    'फ़ीड लिंक की मियाद ख़त्म हो गई (वे 10 घंटे चलते हैं)। नए लिंक के लिए कैटेगरी सूची फिर से लाएँ।',
  'marketplace.error.tokenAuthInvalid':
    'मार्केटप्लेस ने Application ID या Secret ठुकरा दिया। उन्हें सेटिंग्स › सेलर ऐप्लिकेशन में जाँचें।',
  'marketplace.error.serviceSaid':
    '{ours} {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने कहा: “{said}”।',
  'marketplace.error.responseTooLarge':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने इस माँग के लिए Stockroom की सीमा से बड़ा जवाब भेजा ({size} से ज़्यादा), इसलिए Stockroom ने उसे पढ़ना रोक दिया। ग़लती जवाब में है, आपके कनेक्शन में नहीं; बाद में फिर से कोशिश करें, और बार-बार हो तो मार्केटप्लेस के सपोर्ट को बताएँ।',
  'marketplace.error.unreadable':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने अधूरा या न पढ़ा जा सकने वाला जवाब भेजा। बाद में फिर से कोशिश करें।',
  'marketplace.error.redirect':
    '{service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने अनचाहा रीडायरेक्ट भेजा (HTTP {status})। सेटिंग्स › प्रोफ़ाइल बदलें में पते जाँचें।',
  'marketplace.answer.unreadable':
    'मार्केटप्लेस से आए {what, select, shipments {शिपमेंट} shipmentPage {शिपमेंट का एक पेज} listings {लिस्टिंग} listingResults {लिस्टिंग के नतीजे} packResults {पैक के नतीजे} dispatchResults {डिस्पैच के नतीजे} cancelResults {रद्द करने के नतीजे} handoverCounts {हैंडओवर की गिनती} returnResults {रिटर्न के नतीजे} returnPage {रिटर्न का एक पेज} testOrder {टेस्ट ऑर्डर} selfShipResults {सेल्फ़-शिप डिस्पैच के नतीजे} deliveryResults {डिलीवरी के नतीजे} deliveryAttemptResults {डिलीवरी की कोशिश के नतीजे} other {एक जवाब}} Stockroom पढ़ नहीं सका ({path} पर)। बाद में फिर से कोशिश करें।',
  'marketplace.action.noReason': 'मार्केटप्लेस ने बिना कारण बताए यह शिपमेंट ठुकरा दिया।',
  'marketplace.pdf.notPdf':
    'मार्केटप्लेस ने {what, select, label {लेबल} other {मैनिफ़ेस्ट}} की PDF की जगह कुछ और भेजा (कोई वेब पेज या डेटा)। गड़बड़ी मार्केटप्लेस की ओर है, आपके कनेक्शन में नहीं; बाद में फिर से कोशिश करें।',
  'marketplace.pdf.damaged':
    'मार्केटप्लेस से आई {what, select, label {लेबल} other {मैनिफ़ेस्ट}} की PDF अधूरी या ख़राब है, इसलिए Stockroom ने उसे नहीं रखा। फिर से कोशिश करें।',
  'marketplace.nextPage.offHost':
    'मार्केटप्लेस ने {what, select, returns {रिटर्न} other {शिपमेंट}} का अगला पेज किसी दूसरे पते पर बताया; Stockroom वहाँ नहीं गया।',
  'marketplace.error.notJson': 'मार्केटप्लेस का एक जवाब पढ़ा नहीं जा सका (JSON नहीं था)। बाद में फिर से कोशिश करें।',
  'marketplace.network.refusedOwn':
    '{address} पर {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने इस कंप्यूटर से कनेक्शन ठुकरा दिया। इंटरनेट कनेक्शन जाँचें (कोई फ़ायरवॉल या प्रॉक्सी रोक सकता है), फिर से कोशिश करें।',
  'marketplace.network.refused':
    '{address} पर {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने कनेक्शन ठुकरा दिया: वह वहाँ चल नहीं रहा। सेटिंग्स › प्रोफ़ाइल बदलें में पता जाँचें।',
  'marketplace.network.lookupOwn':
    'इंटरनेट कनेक्शन नहीं है: यह कंप्यूटर {address} नहीं ढूँढ सका, जो {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} का पता है। जाँचें कि कंप्यूटर ऑनलाइन है, फिर से कोशिश करें।',
  'marketplace.network.lookup':
    'इंटरनेट कनेक्शन नहीं है, या पता {address} अनजाना है: {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} तक पहुँच नहीं हो सकी। जाँचें कि यह कंप्यूटर ऑनलाइन है, फिर सेटिंग्स › प्रोफ़ाइल बदलें में पता।',
  'marketplace.network.closed':
    '{address} पर {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने जवाब देने से पहले कनेक्शन बंद कर दिया। थोड़ी देर में फिर से कोशिश करें।',
  'marketplace.network.unreachable':
    '{address} पर {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} तक इस कंप्यूटर से पहुँचा नहीं जा सकता। इंटरनेट कनेक्शन जाँचें।',
  'marketplace.network.connectTimeout':
    '{address} पर {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने समय पर कनेक्शन नहीं लिया। इंटरनेट कनेक्शन जाँचें, फिर से कोशिश करें।',
  'marketplace.network.badPort':
    'पता {address} दूसरी सेवाओं का पोर्ट है, इसलिए Stockroom उससे नहीं जुड़ता। सेटिंग्स › प्रोफ़ाइल बदलें में पता जाँचें।',
  'marketplace.network.certificate':
    '{address} पर {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} ने ऐसा सर्टिफ़िकेट भेजा जिस पर Stockroom भरोसा नहीं करता, इसलिए उसे कुछ नहीं भेजा गया।',
  'marketplace.network.other':
    '{address} पर {service, select, seller {मार्केटप्लेस} affiliate {एफ़िलिएट फ़ीड सेवा} other {मार्केटप्लेस की साइन-इन सेवा}} तक पहुँच नहीं हो सकी। इंटरनेट कनेक्शन जाँचें, और सेटिंग्स › प्रोफ़ाइल बदलें में पते भी।',
  'desktop.menu.file': 'फ़ाइल',
  'desktop.menu.importCsv': 'CSV लाएँ…',
  'desktop.menu.export': 'निकालें…',
  'desktop.menu.closeWindow': 'विंडो बंद करें',
  'desktop.menu.quit': 'बंद करें',
  'desktop.menu.edit': 'बदलें',
  'desktop.menu.undo': 'वापस लें',
  'desktop.menu.redo': 'फिर से करें',
  'desktop.menu.cut': 'काटें',
  'desktop.menu.copy': 'कॉपी करें',
  'desktop.menu.paste': 'पेस्ट करें',
  'desktop.menu.selectAll': 'सब चुनें',
  'desktop.menu.view': 'देखें',
  'desktop.menu.resetZoom': 'असली साइज़',
  'desktop.menu.zoomIn': 'बड़ा करें',
  'desktop.menu.zoomOut': 'छोटा करें',
  'desktop.menu.fullScreen': 'पूरी स्क्रीन चालू/बंद',
  'desktop.menu.window': 'विंडो',
  'desktop.menu.help': 'मदद',
  'desktop.menu.stockroomHelp': 'Stockroom मदद',
  'desktop.menu.shortcuts': 'कीबोर्ड शॉर्टकट',
  'desktop.menu.saveDiagnostics': 'जाँच की जानकारी सेव करें…',
  'desktop.menu.about': 'Stockroom के बारे में',
  'desktop.about.title': 'Stockroom के बारे में',
  'desktop.about.detail': 'Electron {electron}, Chrome {chrome}, Node {node}\nडेटा फ़ोल्डर: {dataDir}',
  'desktop.update.title': 'अपडेट तैयार है',
  'desktop.update.ready': 'Stockroom {version} इंस्टॉल के लिए तैयार है।',
  'desktop.update.detail': 'अपडेट के लिए अभी फिर से चालू करें, नहीं तो अगली बार बंद करने पर इंस्टॉल होगा।',
  'desktop.update.restart': 'फिर से चालू करके अपडेट करें',
  'desktop.update.later': 'बाद में',
  'desktop.dialog.ok': 'ठीक है',
  'desktop.files.importCsv': 'CSV लाएँ',
  'desktop.files.saveCsv': 'CSV सेव करें',
  'desktop.files.saveXlsx': 'Excel फ़ाइल सेव करें',
  'desktop.files.csv': 'CSV स्प्रेडशीट',
  'desktop.files.xlsx': 'Excel वर्कबुक',
  'desktop.files.all': 'सभी फ़ाइलें',
  'storage.notice.readOnly':
    'Stockroom अपने डेटा फ़ोल्डर {dir} में लिख नहीं सकता, इसलिए आपका कोई भी बदलाव नहीं रखा जाएगा। फ़ोल्डर को लिखने लायक़ बनाएँ (या Stockroom को --data-dir और दूसरे फ़ोल्डर के साथ चालू करें) और फिर से चालू करें।',
  'storage.notice.settingsDamaged':
    'Stockroom की सेटिंग्स फ़ाइल पढ़ी नहीं जा सकी (वह ख़राब है), इसलिए Stockroom अपनी शुरुआती सेटिंग्स के साथ चालू हुआ।{kept, select, none {} other { पुरानी फ़ाइल {kept} नाम से रखी गई है।}}',
  'storage.notice.settingsPart':
    'Stockroom की सेटिंग्स फ़ाइल का एक हिस्सा पढ़ा नहीं जा सका ({problems}), इसलिए Stockroom ने वह हिस्सा छोड़ दिया।{kept, select, none {} other { पुरानी फ़ाइल {kept} नाम से रखी गई है।}}',
  'storage.notice.databaseDamaged':
    'Stockroom का डेटाबेस ख़राब था, इसलिए Stockroom ने नया बनाया: ऑर्डर, रिटर्न, लिस्टिंग और फ़ीड मार्केटप्लेस से फिर से लाए जाएँगे। लिस्टिंग शीट और अपलोड व बदलावों का इतिहास ख़राब डेटाबेस में रह गए हैं, जो {kept} नाम से रखा गया है।',
  'storage.error.readOnly':
    'Stockroom यह बदलाव सेव नहीं कर सका: उसके डेटा फ़ोल्डर {dir} में लिखा नहीं जा सकता। फ़ोल्डर को लिखने लायक़ बनाएँ (या Stockroom को --data-dir और दूसरे फ़ोल्डर के साथ चालू करें) और फिर से चालू करें।',
  'storage.error.newerSchema':
    'यह डेटा फ़ोल्डर Stockroom के नए वर्ज़न ने लिखा है ({slice} स्कीमा {schema}, यह वर्ज़न {known} तक जानता है)। इसे खोलने के लिए Stockroom अपडेट करें।',
  'jobs.message.cancelled': 'रद्द किया गया',
  'jobs.message.stoppedOnClose': 'Stockroom बंद होने पर रुका',
  'jobs.message.stoppedUnexpectedly': 'Stockroom के अचानक बंद होने पर रुका',
  'jobs.message.failedUnexpectedly': 'काम अनपेक्षित रूप से नाकाम रहा।',
  'jobs.error.closing': 'Stockroom बंद हो रहा है; काम शुरू नहीं किया गया।',
  'jobs.error.notRunning': 'वह काम अब नहीं चल रहा।',
  'errors.call.unknown': 'Stockroom में “{name}” नाम की कोई कॉल नहीं है।',
  'errors.link.insecure': 'Stockroom सिर्फ़ सुरक्षित वेब लिंक (https://…) खोलता है। यह लिंक नहीं खोला गया।',
  'errors.window.forbidden': 'इस विंडो को Stockroom से बात करने की अनुमति नहीं है।',
  'errors.internal': 'Stockroom के अंदर कुछ गड़बड़ हो गई। फिर से कोशिश करें; बार-बार हो तो ऐप फिर से चालू करें।',
  'errors.web.badJson': 'Stockroom यह माँग पढ़ नहीं सका (यह सही JSON नहीं है)। पेज रीलोड करके फिर से कोशिश करें।',
  'errors.web.notFound': 'इस पते पर Stockroom के पास कुछ नहीं है।',
  'errors.web.slowRequest': 'माँग आने में बहुत देर लगी, इसलिए Stockroom ने कनेक्शन बंद कर दिया।',
  'errors.web.bodyTooLarge': 'माँग Stockroom की सीमा (8 MB) से बड़ी है। एक बार में कम भेजें।',
  'errors.web.urlTooLong': 'इस माँग का पता Stockroom की सीमा से लंबा है।',
  'errors.web.notJson': 'Stockroom कॉल सिर्फ़ JSON में लेता है (content-type: application/json)।',
  'errors.web.noLength':
    'Stockroom कॉल तभी लेता है जब उसकी लंबाई बताई गई हो (content-length)। पेज रीलोड करके फिर से कोशिश करें।',
  'errors.web.headersTooLarge': 'इस माँग के हेडर Stockroom की सीमा से बड़े हैं।',
  'errors.web.refusedStatus': 'Stockroom ने यह माँग ठुकरा दी (HTTP {status})।',
  'errors.web.busyLargeCalls': 'Stockroom व्यस्त है: दूसरी बड़ी कॉल अभी आ रही हैं। थोड़ी देर में फिर से कोशिश करें।',
  'errors.web.busyStreams': 'Stockroom व्यस्त है: {count} इवेंट स्ट्रीम पहले से खुली हैं। थोड़ी देर में फिर से कोशिश करें।',
  'desktop.quit.waiting':
    'बंद हो रहा है: {count, plural, one {चल रहा काम अपनी जगह सेव कर ले} other {चल रहे # काम अपनी जगह सेव कर लें}}, इसका इंतज़ार (ज़्यादा से ज़्यादा {seconds} सेकंड)…',
  'marketplace.auth.notRedirect':
    'यह वह पता नहीं है जिस पर मार्केटप्लेस ने आपको वापस भेजा था। ब्राउज़र के पता बार से पूरा पता कॉपी करें।',
  'marketplace.auth.notRegistered':
    'यह पता ऐप्लिकेशन का रजिस्टर किया हुआ redirect URL नहीं है। वह पता कॉपी करें जिस पर मार्केटप्लेस ने आपको वापस भेजा था।',
  'marketplace.auth.stateMismatch':
    'अनुमति का यह जवाब Stockroom की भेजी माँग का नहीं है, इसलिए सुरक्षा के लिए ठुकरा दिया गया। अनुमति फिर से शुरू करें।',
  'marketplace.auth.denied':
    'सेलर ने पहुँच की अनुमति नहीं दी, इसलिए अकाउंट को अनुमति नहीं मिली। अनुमति फिर से शुरू करें और Allow दबाएँ।',
  'marketplace.auth.noCode':
    'इस पते में अनुमति कोड नहीं है। वह पूरा पता कॉपी करें जिस पर मार्केटप्लेस ने आपको वापस भेजा था।',
  'marketplace.auth.notAuthorised': 'इस सेलर अकाउंट को अभी अनुमति नहीं मिली है। सेटिंग्स › सेलर अकाउंट में अनुमति दें।',
  'marketplace.auth.refreshExpired':
    'सेलर अकाउंट की अनुमति की मियाद ख़त्म हो गई है (refresh token लगभग 180 दिन चलते हैं)। सेटिंग्स › सेलर अकाउंट में अकाउंट को फिर से अनुमति दें।',
  'marketplace.auth.badLifetime':
    'मार्केटप्लेस ने नामुमकिन मियाद वाला टोकन भेजा ({field} = {value} सेकंड; Stockroom 1 सेकंड से 10 साल तक मानता है), इसलिए Stockroom ने उसे इस्तेमाल नहीं किया। बाद में फिर से कोशिश करें; बार-बार हो तो मार्केटप्लेस के सपोर्ट को बताएँ।',
  'marketplace.auth.codeRefused':
    'मार्केटप्लेस ने अनुमति कोड ठुकरा दिया (शायद उसकी मियाद ख़त्म हो गई या वह पहले इस्तेमाल हो चुका)। अनुमति फिर से शुरू करें।',
  'marketplace.auth.noRefreshToken':
    'इस सेलर अकाउंट के पास refresh token नहीं है। सेटिंग्स › सेलर अकाउंट में अकाउंट को फिर से अनुमति दें।',
  'marketplace.auth.noToken': 'मार्केटप्लेस ने टोकन नहीं दिया। सेटिंग्स › सेलर ऐप्लिकेशन में Application ID और Secret जाँचें।',
  'marketplace.auth.noLifetime': 'मार्केटप्लेस ने बिना मियाद (expires_in) का टोकन भेजा। बाद में फिर से कोशिश करें।',
  'marketplace.feed.samePage': 'एफ़िलिएट फ़ीड सेवा ने फ़ीड का एक ही पेज दो बार भेजा। बाद में फिर से कोशिश करें।',
  'marketplace.feed.unknownKind':
    'फ़ीड लिंक .json या .xml पर ख़त्म नहीं होता, इसलिए Stockroom नहीं समझ पाता कि उसे कैसे पढ़े।',
  'marketplace.feed.elsewhere': 'एक फ़ीड लिंक एफ़िलिएट फ़ीड सेवा से बाहर जाता है, इसलिए Stockroom उस पर नहीं गया।',
  'marketplace.address.invalid': 'मार्केटप्लेस का पता सही वेब पता नहीं है। उसे सेटिंग्स › प्रोफ़ाइल बदलें में जाँचें।',
  'marketplace.address.insecure':
    'Stockroom मार्केटप्लेस से सिर्फ़ सुरक्षित (https) कनेक्शन पर बात करता है, और {host, select, none {यह पता} other {{host}}} सुरक्षित नहीं है। सेटिंग्स › प्रोफ़ाइल बदलें में पता https:// से शुरू करें।',
  'marketplace.returns.tooManyIds':
    'रिटर्न की एक खोज में 1 से {max} {kind, select, return {रिटर्न id} other {ट्रैकिंग id}} होती हैं; Stockroom हिस्सों में पूछता है।',
  'marketplace.returns.noNextLink':
    'मार्केटप्लेस ने कहा कि और रिटर्न बाक़ी हैं पर उनका लिंक नहीं दिया। बाद में फिर से कोशिश करें।',
  'marketplace.returns.samePage': 'मार्केटप्लेस ने रिटर्न का एक ही पेज दो बार भेजा। बाद में फिर से कोशिश करें।',
  'marketplace.shipments.pageSize': 'शिपमेंट खोज का पेज साइज़ 1 से {max} तक की पूरी संख्या होनी चाहिए।',
  'marketplace.shipments.noNextLink':
    'मार्केटप्लेस ने कहा कि और शिपमेंट बाक़ी हैं पर उनका लिंक नहीं दिया। बाद में फिर से खोजें।',
  'marketplace.shipments.samePage': 'मार्केटप्लेस ने शिपमेंट का एक ही पेज दो बार भेजा। बाद में फिर से खोजें।',
  'marketplace.returns.tooManyForAction':
    'रिटर्न की एक कार्रवाई में 1 से {max} रिटर्न जाते हैं; Stockroom बड़े चुनाव हिस्सों में भेजता है।',
  'marketplace.returns.unreadableResults':
    'मार्केटप्लेस ने रिटर्न के ऐसे नतीजे भेजे जो Stockroom पढ़ नहीं सकता। बाद में फिर से कोशिश करें।',
  'marketplace.selfShip.oneShipment': 'ट्रैकिंग id का एक बदलाव एक ही शिपमेंट का होता है।',
  'marketplace.selfShip.tooMany': 'सेल्फ़-शिप की एक कॉल में 1 से {max} शिपमेंट जाते हैं।',
  'marketplace.listing.wholeRupees': '{sku} की क़ीमतें पूरे रुपयों में होनी चाहिए, 0 या ज़्यादा।',
  'marketplace.listing.aboveMrp': '{sku} की बिक्री क़ीमत उसकी MRP से ज़्यादा है।',
  'marketplace.listing.wholeStock': '{sku} का स्टॉक हर लोकेशन पर पूरी संख्या होना चाहिए, 0 या ज़्यादा।',
  'desktop.update.jobsRunning':
    '{count, plural, one {एक काम अभी चल रहा है} other {# काम अभी चल रहे हैं}}, इसलिए Stockroom अभी फिर से चालू नहीं होगा: वर्ज़न {version} अगली बार बंद करने पर इंस्टॉल होगा।',
  'desktop.csv.notOpened': '{file} खोली नहीं जा सकी: {reason}',
  'desktop.auth.closed': 'अनुमति वाली विंडो पहुँच की अनुमति से पहले बंद हो गई। कुछ नहीं बदला।',
  'desktop.auth.notOpened': 'मार्केटप्लेस का अनुमति पेज खुल नहीं सका। कनेक्शन जाँचकर फिर से कोशिश करें।',
  'desktop.auth.title': 'सेलर अकाउंट को अनुमति दें',
  'desktop.diagnostics.title': 'जाँच की जानकारी सेव करें',
  'desktop.files.text': 'टेक्स्ट फ़ाइलें',
  'desktop.diagnostics.saved':
    'जाँच की जानकारी {path} में सेव हो गई। इसमें लॉग, वर्ज़न और सेटिंग्स हैं, कोई गुप्त जानकारी नहीं।',
  'desktop.diagnostics.notSaved': 'जाँच की जानकारी {path} में सेव नहीं हो सकी: {reason}',
  'desktop.print.failed':
    'प्रिंट नहीं हो सका ({reason, select, none {कोई वजह नहीं बताई गई} other {{reason}}})। प्रिंटर जाँचकर फिर से कोशिश करें।',
  'desktop.print.notSaved':
    'PDF {path} में सेव नहीं हो सकी ({code, select, none {कोई गड़बड़ी} other {{code}}})। कोई दूसरा फ़ोल्डर चुनें।',
  'desktop.print.notShown': 'PDF प्रिंट के लिए दिखाई नहीं जा सकी ({reason})। फिर से कोशिश करें।',
  'desktop.print.noWindow': 'प्रिंट करने के लिए कोई विंडो नहीं है। Stockroom फिर से खोलें।',
  'app.pdf.partNotPdf': 'PDF का हिस्सा {number} PDF नहीं है। फिर से कोशिश करें।',
  'app.printer.partsInBrowser':
    'Stockroom का यह रूप लंबे दस्तावेज़ ब्राउज़र में एक-एक हिस्सा करके प्रिंट करता है: हर हिस्सा प्रिंट करें।',
  'app.printer.partsLost': 'इस PDF के सारे हिस्से प्रिंट नहीं हुए (दूसरा प्रिंट शुरू हो गया)। इसे फिर से प्रिंट करें।',
  'errors.web.needsToken': 'Stockroom को उसका ऐक्सेस टोकन चाहिए: चालू होते समय उसने जो पूरा पता छापा था, वह खोलें।',
  'errors.web.tokenUsed':
    'यह पता पहले इस्तेमाल हो चुका है या Stockroom का नहीं है: उसका ऐक्सेस टोकन एक ही बार चलता है। नए पते के लिए Stockroom फिर से चालू करें।',
  'errors.web.otherSite': 'दूसरी साइटों से आई कॉल ठुकरा दी जाती हैं।',
  'errors.backend.stopped': 'Stockroom बंद हो रहा है, या उसका बैकएंड रुक गया: ऐप फिर से चालू करें।',
  'errors.backend.notStarted': 'Stockroom चालू नहीं हो सका: {reason}',
};
