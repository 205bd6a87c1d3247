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
  // — app frame and backend —
  'app.nav.label': 'मुख्य मेन्यू',
  'app.screen.today': 'आज',
  'app.screen.shipments': 'शिपमेंट',
  'app.screen.returns': 'रिटर्न',
  'app.screen.listings': 'लिस्टिंग',
  'app.screen.products': 'प्रोडक्ट',
  'app.screen.feeds': 'फ़ीड',
  'app.screen.settings': 'सेटिंग्स',
  'app.window.title': '{screen} — Stockroom',
  'app.loading.label': 'स्क्रीन खुल रही है',
  'app.loading.text': 'खुल रहा है…',
  'app.screen.loadFailed': 'यह स्क्रीन नहीं खुल सकी: {reason} दोबारा कोशिश करने के लिए विंडो रीलोड करें।',
  'app.newOrders.label': 'नए ऑर्डर',
  'app.newOrders.show': 'ऑर्डर देखें',
  'app.notices.label': 'सूचनाएँ',
  'app.shortcuts.title': 'कीबोर्ड शॉर्टकट',
  'app.shortcuts.keys': 'कीज़',
  'app.shortcuts.does': 'क्या करती हैं',
  'app.shortcuts.group.anywhere': 'कहीं भी',
  'app.shortcuts.group.shipments': 'शिपमेंट',
  'app.shortcuts.group.returns': 'रिटर्न',
  'app.shortcuts.group.grids': 'टेबल',
  'app.shortcuts.group.listingEditor': 'लिस्टिंग एडिटर',
  'app.shortcuts.note.onTabs': '(टैब पर)',
  'app.shortcuts.note.editing': '(बदलते समय)',
  'app.shortcuts.does.thisList': 'यह सूची',
  'app.shortcuts.does.closeList': 'यह सूची, ब्योरे का पैनल या पिक लिस्ट बंद करें',
  'app.shortcuts.does.screens': 'आज, शिपमेंट, लिस्टिंग, फ़ीड, सेटिंग्स',
  'app.shortcuts.does.importCsv': 'लिस्टिंग एडिटर में CSV लाएँ',
  'app.shortcuts.does.exportCsv': 'इस स्क्रीन को CSV में निकालें',
  'app.shortcuts.does.searchShipments': 'शिपमेंट खोजें',
  'app.shortcuts.does.closeShipment': 'शिपमेंट बंद करें, या टिक की हुई लाइनें हटाएँ',
  'app.shortcuts.does.searchReturns': 'रिटर्न खोजें',
  'app.shortcuts.does.nextTab': 'अगला या पिछला टैब',
  'app.shortcuts.does.clearReturns': 'टिक किए रिटर्न हटाएँ',
  'app.shortcuts.does.gridStop': 'टेबल में आएँ और अगले बटन पर जाएँ: एक ही पड़ाव',
  'app.shortcuts.does.moveCell': 'एक खाने से दूसरे खाने पर जाएँ',
  'app.shortcuts.does.edgeCell': 'उस तरफ़ के पहले या आख़िरी खाने पर',
  'app.shortcuts.does.firstLast': 'टेबल का पहला, आख़िरी खाना',
  'app.shortcuts.does.screenful': 'एक स्क्रीन ऊपर या नीचे',
  'app.shortcuts.does.openRow': 'लाइन खोलें (शिपमेंट, प्रोडक्ट), या खाना बदलें',
  'app.shortcuts.does.tickRow': 'लाइन पर टिक करें, या स्टार वाले कॉलम में प्रोडक्ट पर स्टार लगाएँ',
  'app.shortcuts.does.editCell': 'खाना बदलें; वही की फिर दबाने पर बदलाव रहता है',
  'app.shortcuts.does.keepNext': 'बदलाव रखें और अगला खाना बदलें',
  'app.shortcuts.does.leaveCell': 'खाना जैसा था वैसा छोड़ें',
  'app.shortcuts.does.selectCells': 'खाने चुनें',
  'app.shortcuts.does.copyPaste': 'खाने कॉपी, पेस्ट करें',
  'app.shortcuts.does.fillDown': 'नीचे तक भरें',
  'app.shortcuts.does.emptyCells': 'चुने हुए खाने खाली करें',
  'app.shortcuts.does.undoRedo': 'वापस लें, फिर से करें',
  'app.status.label': 'स्थिति',
  'app.status.profile': 'प्रोफ़ाइल: <b>{name}</b>',
  'app.status.lastSync': 'पिछला सिंक: {at, date, ::dMMMhmm}',
  'app.status.lastSyncNever': 'पिछला सिंक: कभी नहीं',
  'app.status.backgroundRunning': 'बैकग्राउंड सिंक चल रहा है…',
  'app.status.nextSync': 'अगला सिंक: {time}',
  'app.status.backgroundOff': 'बैकग्राउंड सिंक बंद है',
  'app.marketplace.online': 'मार्केटप्लेस ने {at} पर जवाब दिया',
  'app.marketplace.refused': 'मार्केटप्लेस ने {at} पर लॉगिन जानकारी ठुकरा दी',
  'app.marketplace.offline': 'मार्केटप्लेस जवाब नहीं दे रहा ({at} पर कोशिश की)',
  'app.marketplace.failed': 'कनेक्शन जाँच {at} पर नाकाम रही',
  'app.marketplace.unknown': 'मार्केटप्लेस अभी जाँचा नहीं गया',
  'app.marketplace.networkOffline': 'ऑफ़लाइन: सेव किया डेटा दिख रहा है',
  'app.marketplace.withSentence': '{line} — {sentence}',
  'ui.action.dismiss': 'हटाएँ',
  'ui.action.close': 'बंद करें',
  'ui.action.cancel': 'रद्द करें',
  'ui.action.back': 'वापस',
  'ui.toast.dismissLabel': 'हटाएँ: {message}',
  'ui.job.progressLabel': '{label} की प्रगति',
  'ui.job.cancelLabel': '{label} रद्द करें',
  'ui.job.messageWithRate': '{message} ({rate})',
  'ui.job.rate': '{rate}/सेकंड',
  'ui.job.rateSecondsLeft': '{rate}/सेकंड, लगभग {seconds} सेकंड बाक़ी',
  'ui.job.rateMinutesLeft': '{rate}/सेकंड, लगभग {minutes} मिनट बाक़ी',
  'ui.confirm.sending': 'भेज रहे हैं…',
  'ui.form.checkFields': 'निशान लगे खाने जाँचें।',
  'ui.link.httpsOnly': 'ब्राउज़र में सिर्फ़ https लिंक खुलते हैं।',
  'ui.link.openedInBrowser': 'आपके ब्राउज़र में खुल गया।',
  'ui.link.blocked': 'ब्राउज़र ने नया टैब रोक दिया: Stockroom के लिए पॉप-अप की अनुमति दें, या लिंक कॉपी कर लें।',
  'ui.link.openedInTab': 'नए टैब में खुल गया।',
  'ui.grid.loading': 'लोड हो रहा है…',
  'ui.grid.loadingError': 'ये लाइनें लोड नहीं हो सकीं',
  'ui.grid.noRows': 'दिखाने को कुछ नहीं',
  'ui.grid.ariaChecked': 'टिक है',
  'ui.grid.ariaUnchecked': 'टिक नहीं है',
  'ui.grid.ariaRowSelect': 'यह लाइन टिक करने के लिए Space दबाएँ',
  'ui.grid.ariaRowDeselect': 'इस लाइन का टिक हटाने के लिए Space दबाएँ',
  'ui.grid.ariaRowToggleSelection': 'लाइन पर टिक लगाने या हटाने के लिए Space दबाएँ',
  'ui.grid.ariaSortableColumn': 'क्रम बदलने के लिए Enter दबाएँ',
  'errors.unknown': 'कुछ गड़बड़ हो गई। फिर से कोशिश करें।',
  'errors.web.notAnswering': 'Stockroom की बैकग्राउंड सेवा जवाब नहीं दे रही। क्या वह अभी चल रही है?',
  'errors.web.lostAccess': 'इस टैब की Stockroom तक पहुँच चली गई। Stockroom का छापा हुआ पता फिर से खोलें।',
  'errors.web.refused': 'Stockroom ने इस पेज से आई यह माँग ठुकरा दी। Stockroom का छापा हुआ पता इसी ब्राउज़र में खोलें।',
  'errors.web.tooLarge': 'यह माँग Stockroom की सीमा से बड़ी है। एक बार में कम भेजें।',
  'errors.web.unreadable':
    'Stockroom की बैकग्राउंड सेवा ने ऐसा जवाब भेजा जो यह पेज पढ़ नहीं सका (HTTP {status})। पेज रीलोड करें; बार-बार हो तो Stockroom फिर से चालू करें।',
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
  'app.newOrders.message': '{count, plural, one {# नया ऑर्डर पैक करना है।} other {# नए ऑर्डर पैक करने हैं।}}',
  'storage.notice.readOnly':
    'Stockroom अपने डेटा फ़ोल्डर {dir} में लिख नहीं सकता, इसलिए आपका कोई भी बदलाव नहीं रखा जाएगा। फ़ोल्डर को लिखने लायक़ बनाएँ (या Stockroom को --data-dir और दूसरे फ़ोल्डर के साथ चालू करें) और फिर से चालू करें।',
  'storage.notice.settingsDamaged':
    'Stockroom की सेटिंग्स फ़ाइल पढ़ी नहीं जा सकी (वह ख़राब है), इसलिए Stockroom अपनी शुरुआती सेटिंग्स के साथ चालू हुआ।{kept, select, none {} other { पुरानी फ़ाइल {kept} नाम से रखी गई है।}}',
  'storage.notice.settingsPart':
    'Stockroom की सेटिंग्स फ़ाइल का एक हिस्सा पढ़ा नहीं जा सका ({problems}), इसलिए Stockroom ने वह हिस्सा छोड़ दिया।{kept, select, none {} other { पुरानी फ़ाइल {kept} नाम से रखी गई है।}}',
  'storage.notice.databaseDamaged':
    'Stockroom का डेटाबेस ख़राब था, इसलिए Stockroom ने नया बनाया; सहेजा हुआ डेटा फिर से लाया जाएगा। ख़राब डेटाबेस {kept} नाम से रखा गया है। आपकी प्रोफ़ाइल और सेटिंग्स पर कोई असर नहीं पड़ा।',
  'storage.error.readOnly':
    'Stockroom यह बदलाव सेव नहीं कर सका: उसके डेटा फ़ोल्डर {dir} में लिखा नहीं जा सकता। फ़ोल्डर को लिखने लायक़ बनाएँ (या Stockroom को --data-dir और दूसरे फ़ोल्डर के साथ चालू करें) और फिर से चालू करें।',
  'storage.error.newerSchema':
    'यह डेटा फ़ोल्डर Stockroom के नए वर्ज़न ने लिखा है ({slice} स्कीमा {schema}, यह वर्ज़न {known} तक जानता है)। इसे खोलने के लिए Stockroom अपडेट करें।',
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
