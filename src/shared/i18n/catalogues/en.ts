/**
 * English: the source catalogue. Its ids are the message ids (`MessageId`), so a misspelt id fails the typecheck.
 * ICU MessageFormat: `{count, plural, one {# order} other {# orders}}`, `{amount, number, ::currency/INR}`.
 * Ids are `<feature>.<place>.<what>`; each feature keeps its ids together under a comment naming it.
 */
export const en = {
  // — app frame —
  'app.language.label': 'Language',
  'app.printer.browserPrints':
    "This version of Stockroom prints through the browser: use the browser's Print (Ctrl+P), which also saves as PDF.",
  'app.printer.downloads': 'This version of Stockroom downloads PDFs: print them from the download.',
  // — settings —
  'settings.language.heading': 'Language',
  'settings.language.system': 'As on this computer',
  'settings.language.hint':
    'Screens, messages, the pick list and exports in words speak this language. Numbers stay in Latin digits, as on labels.',
  // — app frame and backend —
  'app.nav.label': 'Main',
  'app.screen.today': 'Today',
  'app.screen.shipments': 'Shipments',
  'app.screen.returns': 'Returns',
  'app.screen.listings': 'Listings',
  'app.screen.products': 'Products',
  'app.screen.feeds': 'Feeds',
  'app.screen.settings': 'Settings',
  'app.window.title': '{screen} — Stockroom',
  'app.loading.label': 'Loading screen',
  'app.loading.text': 'Loading…',
  'app.screen.loadFailed': 'This screen could not be loaded: {reason} Reload the window to try again.',
  'app.newOrders.label': 'New orders',
  'app.newOrders.show': 'Show orders',
  'app.notices.label': 'Notices',
  'app.shortcuts.title': 'Keyboard shortcuts',
  'app.shortcuts.keys': 'Keys',
  'app.shortcuts.does': 'What they do',
  'app.shortcuts.group.anywhere': 'Anywhere',
  'app.shortcuts.group.shipments': 'Shipments',
  'app.shortcuts.group.returns': 'Returns',
  'app.shortcuts.group.grids': 'Grids',
  'app.shortcuts.group.listingEditor': 'Listing editor',
  'app.shortcuts.note.onTabs': '(on the tabs)',
  'app.shortcuts.note.editing': '(editing)',
  'app.shortcuts.does.thisList': 'This list',
  'app.shortcuts.does.closeList': 'Close this list, a detail panel or the pick list',
  'app.shortcuts.does.screens': 'Today, Shipments, Listings, Feeds, Settings',
  'app.shortcuts.does.importCsv': 'Import a CSV into the listing editor',
  'app.shortcuts.does.exportCsv': 'Export this screen as CSV',
  'app.shortcuts.does.searchShipments': 'Search shipments',
  'app.shortcuts.does.closeShipment': 'Close the shipment, or clear the ticked rows',
  'app.shortcuts.does.searchReturns': 'Search returns',
  'app.shortcuts.does.nextTab': 'The next or previous tab',
  'app.shortcuts.does.clearReturns': 'Clear the ticked returns',
  'app.shortcuts.does.gridStop': 'Into the grid and on to the next control: one stop',
  'app.shortcuts.does.moveCell': 'Move from cell to cell',
  'app.shortcuts.does.edgeCell': 'To the first or last cell that way',
  'app.shortcuts.does.firstLast': 'The first, the last cell of the grid',
  'app.shortcuts.does.screenful': 'A screenful up or down',
  'app.shortcuts.does.openRow': 'Open the row (shipments, products), or edit the cell',
  'app.shortcuts.does.tickRow': 'Tick the row, or star the product in the Watch column',
  'app.shortcuts.does.editCell': 'Edit the cell; Enter again keeps the change',
  'app.shortcuts.does.keepNext': 'Keep the change and edit the next cell',
  'app.shortcuts.does.leaveCell': 'Leave the cell as it was',
  'app.shortcuts.does.selectCells': 'Select cells',
  'app.shortcuts.does.copyPaste': 'Copy, paste cells',
  'app.shortcuts.does.fillDown': 'Fill down',
  'app.shortcuts.does.emptyCells': 'Empty the selected cells',
  'app.shortcuts.does.undoRedo': 'Undo, redo',
  'app.status.label': 'Status',
  'app.status.profile': 'Profile: <b>{name}</b>',
  'app.status.lastSync': 'Last sync: {at, date, ::dMMMhmm}',
  'app.status.lastSyncNever': 'Last sync: never',
  'app.status.backgroundRunning': 'Background sync running…',
  'app.status.nextSync': 'Next sync: {time}',
  'app.status.backgroundOff': 'Background sync off',
  'app.marketplace.online': 'Marketplace answered at {at}',
  'app.marketplace.refused': 'Marketplace refused the credentials at {at}',
  'app.marketplace.offline': 'Marketplace not answering (tried at {at})',
  'app.marketplace.failed': 'Connection test failed at {at}',
  'app.marketplace.unknown': 'Marketplace not checked yet',
  'app.marketplace.networkOffline': 'Offline: showing saved data',
  'app.marketplace.withSentence': '{line} — {sentence}',
  'ui.action.dismiss': 'Dismiss',
  'ui.action.close': 'Close',
  'ui.action.cancel': 'Cancel',
  'ui.action.back': 'Back',
  'ui.toast.dismissLabel': 'Dismiss: {message}',
  'ui.job.progressLabel': '{label} progress',
  'ui.job.cancelLabel': 'Cancel {label}',
  'ui.job.messageWithRate': '{message} ({rate})',
  'ui.job.rate': '{rate}/s',
  'ui.job.rateSecondsLeft': '{rate}/s, about {seconds} s left',
  'ui.job.rateMinutesLeft': '{rate}/s, about {minutes} min left',
  'ui.confirm.sending': 'Sending…',
  'ui.form.checkFields': 'Check the marked fields.',
  'ui.link.httpsOnly': 'Only https links open in the browser.',
  'ui.link.openedInBrowser': 'Opened in your browser.',
  'ui.link.blocked':
    'The browser blocked the new tab: allow pop-ups for Stockroom, or copy the link instead.',
  'ui.link.openedInTab': 'Opened in a new tab.',
  'ui.grid.loading': 'Loading…',
  'ui.grid.loadingError': 'Could not load these rows',
  'ui.grid.noRows': 'Nothing to show',
  'ui.grid.ariaChecked': 'ticked',
  'ui.grid.ariaUnchecked': 'not ticked',
  'ui.grid.ariaRowSelect': 'Press Space to tick this row',
  'ui.grid.ariaRowDeselect': 'Press Space to untick this row',
  'ui.grid.ariaRowToggleSelection': 'Press Space to tick or untick the row',
  'ui.grid.ariaSortableColumn': 'Press Enter to sort',
  'errors.unknown': 'Something went wrong. Try again.',
  'errors.web.notAnswering': 'Stockroom’s background service is not answering. Is it still running?',
  'errors.web.lostAccess': 'This tab lost its access to Stockroom. Open the address Stockroom printed again.',
  'errors.web.refused':
    'Stockroom refused this call from this page. Open the address Stockroom printed, in this browser.',
  'errors.web.tooLarge': 'This request is larger than Stockroom accepts. Send less at once.',
  'errors.web.unreadable':
    'Stockroom’s background service sent an answer this page could not read (HTTP {status}). Reload the page; if it keeps happening, restart Stockroom.',
  'marketplace.error.rateLimited':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} is limiting how fast Stockroom may ask. Wait a minute and try again.',
  'marketplace.error.unprocessable':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} could not process the request: too many ids in one call, or ids that do not belong to this account.',
  'marketplace.error.badRequest':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} rejected the request as malformed{status, select, none {} other { (HTTP {status})}}.',
  'marketplace.error.notFound':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} has no such item.',
  'marketplace.error.timeout':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} took too long to answer. Try again in a few minutes.',
  'marketplace.error.network':
    'Could not reach {service, select, seller {the marketplace} affiliate {the affiliate feed service} other {the marketplace sign-in service}}. Check the internet connection, and the addresses in Settings › Edit profile.',
  'marketplace.error.cancelled': 'The request was cancelled.',
  'marketplace.error.authExpired':
    'The authorisation has expired. Authorise the account again in Settings › Seller accounts.',
  'marketplace.error.authInvalid':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} refused the credentials. Check them in Settings (Seller application, Affiliate).',
  'marketplace.error.urlExpired': 'The link has expired. Fetch fresh links and try again.',
  'marketplace.error.urlTampered': 'The link was rejected as altered. Fetch fresh links and try again.',
  'marketplace.error.server':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} had a problem{status, select, none {} other { (HTTP {status})}}. Try again later.',
  'marketplace.error.sellerForbidden':
    'The marketplace refused this request for this seller account: the ids may belong to another seller, or the account is not approved for this. Check the account in Settings › Seller accounts.',
  'marketplace.error.sellerAuthExpired':
    'The seller account’s authorisation has expired or was withdrawn. Authorise the account again in Settings › Seller accounts.',
  'marketplace.error.affiliateAuthInvalid':
    'The affiliate tracking id or token was refused. Check them in Settings › Affiliate.',
  'marketplace.error.affiliateUrlTampered':
    'The affiliate feed service rejected the signature of a feed link. Fetch the category directory again for fresh links.',
  'marketplace.error.affiliateUrlExpired':
    'The feed links have expired (they are valid for 10 hours). Fetch the category directory again for fresh links.',
  'marketplace.error.tokenAuthInvalid':
    'The marketplace refused the Application ID or Secret. Check them in Settings › Seller application.',
  'marketplace.error.serviceSaid':
    '{ours} {service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} said: “{said}”.',
  'marketplace.error.responseTooLarge':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} sent an answer larger than Stockroom accepts for this request (over {size}), so Stockroom stopped reading it. The fault is in the answer, not in your connection; try again later, and if it keeps happening, tell the marketplace’s support.',
  'marketplace.error.unreadable':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} sent an incomplete or unreadable answer. Try again later.',
  'marketplace.error.redirect':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} answered with an unexpected redirect (HTTP {status}). Check the addresses in Settings › Edit profile.',
  'marketplace.error.notJson':
    'An answer of the marketplace was not readable (expected JSON). Try again later.',
  'marketplace.network.refusedOwn':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} at {address} refused the connection from this computer. Check the internet connection (a firewall or proxy may block it), then try again.',
  'marketplace.network.refused':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} at {address} refused the connection: it is not running there. Check the address in Settings › Edit profile.',
  'marketplace.network.lookupOwn':
    'No internet connection: this computer could not look up {address}, the address of {service, select, seller {the marketplace} affiliate {the affiliate feed service} other {the marketplace sign-in service}}. Check that it is online, then try again.',
  'marketplace.network.lookup':
    'No internet connection, or the address {address} is not known: {service, select, seller {the marketplace} affiliate {the affiliate feed service} other {the marketplace sign-in service}} could not be reached. Check that this computer is online, then the address in Settings › Edit profile.',
  'marketplace.network.closed':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} at {address} closed the connection before answering. Try again in a moment.',
  'marketplace.network.unreachable':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} at {address} cannot be reached from this computer. Check the internet connection.',
  'marketplace.network.connectTimeout':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} at {address} did not accept a connection in time. Check the internet connection, then try again.',
  'marketplace.network.badPort':
    'The address {address} is a port reserved for other services, so Stockroom does not connect to it. Check the address in Settings › Edit profile.',
  'marketplace.network.certificate':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} at {address} sent a certificate Stockroom does not trust, so nothing was sent to it.',
  'marketplace.network.other':
    '{service, select, seller {The marketplace} affiliate {The affiliate feed service} other {The marketplace sign-in service}} at {address} could not be reached. Check the internet connection, and the addresses in Settings › Edit profile.',
  'desktop.menu.file': 'File',
  'desktop.menu.importCsv': 'Import CSV…',
  'desktop.menu.export': 'Export…',
  'desktop.menu.closeWindow': 'Close Window',
  'desktop.menu.quit': 'Quit',
  'desktop.menu.edit': 'Edit',
  'desktop.menu.undo': 'Undo',
  'desktop.menu.redo': 'Redo',
  'desktop.menu.cut': 'Cut',
  'desktop.menu.copy': 'Copy',
  'desktop.menu.paste': 'Paste',
  'desktop.menu.selectAll': 'Select All',
  'desktop.menu.view': 'View',
  'desktop.menu.resetZoom': 'Actual Size',
  'desktop.menu.zoomIn': 'Zoom In',
  'desktop.menu.zoomOut': 'Zoom Out',
  'desktop.menu.fullScreen': 'Toggle Full Screen',
  'desktop.menu.window': 'Window',
  'desktop.menu.help': 'Help',
  'desktop.menu.stockroomHelp': 'Stockroom Help',
  'desktop.menu.shortcuts': 'Keyboard Shortcuts',
  'desktop.menu.saveDiagnostics': 'Save Diagnostics…',
  'desktop.menu.about': 'About Stockroom',
  'desktop.about.title': 'About Stockroom',
  'desktop.about.detail': 'Electron {electron}, Chrome {chrome}, Node {node}\nData folder: {dataDir}',
  'desktop.update.title': 'Update ready',
  'desktop.update.ready': 'Stockroom {version} is ready to install.',
  'desktop.update.detail': 'Restart now to update, or it installs when you next quit.',
  'desktop.update.restart': 'Restart to update',
  'desktop.update.later': 'Later',
  'desktop.dialog.ok': 'OK',
  'desktop.files.importCsv': 'Import CSV',
  'desktop.files.saveCsv': 'Save CSV',
  'desktop.files.saveXlsx': 'Save Excel file',
  'desktop.files.csv': 'CSV spreadsheets',
  'desktop.files.xlsx': 'Excel workbooks',
  'desktop.files.all': 'All files',
  'app.newOrders.message': '{count, plural, one {A new order} other {# new orders}} to pack.',
  'storage.notice.readOnly':
    'Stockroom cannot write to its data folder {dir}, so nothing you change will be kept. Make the folder writable (or start Stockroom with --data-dir and another folder) and restart.',
  'storage.notice.settingsDamaged':
    'Stockroom’s settings file could not be read (it is damaged), so Stockroom started with its default settings.{kept, select, none {} other { The file as it was is kept as {kept}.}}',
  'storage.notice.settingsPart':
    'Part of Stockroom’s settings file could not be read ({problems}), so Stockroom left that part out.{kept, select, none {} other { The file as it was is kept as {kept}.}}',
  'storage.notice.databaseDamaged':
    'Stockroom’s database was damaged, so Stockroom started a new one; the cached data will be fetched again. The damaged database is kept as {kept}. Your profiles and settings are not affected.',
  'storage.error.readOnly':
    'Stockroom could not save this change: its data folder {dir} cannot be written. Make the folder writable (or start Stockroom with --data-dir and another folder) and restart.',
  'storage.error.newerSchema':
    'This data folder was written by a newer Stockroom ({slice} schema {schema}, this version knows {known}). Update Stockroom to open it.',
  'jobs.error.closing': 'Stockroom is closing; the job was not started.',
  'jobs.error.notRunning': 'That job is not running any more.',
  'errors.call.unknown': 'Stockroom has no call named “{name}”.',
  'errors.link.insecure': 'Stockroom only opens secure web links (https://…). This link was not opened.',
  'errors.window.forbidden': 'This window is not allowed to talk to Stockroom.',
  'errors.internal':
    'Something went wrong inside Stockroom. Try again; if it keeps happening, restart the app.',
  'errors.web.badJson':
    'Stockroom could not read this request (it is not well-formed JSON). Reload the page and try again.',
  'errors.web.notFound': 'Stockroom has nothing at this address.',
  'errors.web.slowRequest': 'The request took too long to arrive, so Stockroom closed the connection.',
  'errors.web.bodyTooLarge': 'The request is larger than Stockroom accepts (8 MB). Send less at once.',
  'errors.web.urlTooLong': 'The address of this request is longer than Stockroom accepts.',
  'errors.web.notJson': 'Stockroom accepts calls only as JSON (content-type: application/json).',
  'errors.web.noLength':
    'Stockroom accepts a call only with its length given (content-length). Reload the page and try again.',
  'errors.web.headersTooLarge': 'The headers of this request are larger than Stockroom accepts.',
  'errors.web.refusedStatus': 'Stockroom refused this request (HTTP {status}).',
  'errors.web.busyLargeCalls':
    'Stockroom is busy: other large calls are still arriving. Try again in a moment.',
  'errors.web.busyStreams':
    'Stockroom is busy: {count} event streams are open already. Try again in a moment.',
  'desktop.quit.waiting':
    'Closing: waiting for {count, plural, one {a running job to save where it is} other {# running jobs to save where they are}} (at most {seconds} seconds)…',
  'marketplace.auth.notRedirect':
    'That is not the address the marketplace sent you back to. Copy the whole address from the browser’s address bar.',
  'marketplace.auth.notRegistered':
    'That address is not the application’s registered redirect URL. Copy the address the marketplace sent you back to.',
  'marketplace.auth.stateMismatch':
    'This authorisation answer does not belong to the request Stockroom made, so it was refused for safety. Start the authorisation again.',
  'marketplace.auth.denied':
    'The seller did not allow access, so the account was not authorised. Start the authorisation again and press Allow.',
  'marketplace.auth.noCode':
    'The address has no authorisation code. Copy the whole address the marketplace sent you back to.',
  'marketplace.auth.notAuthorised':
    'This seller account is not authorised yet. Authorise it in Settings › Seller accounts.',
  'marketplace.auth.refreshExpired':
    'The seller account’s authorisation has expired (refresh tokens last about 180 days). Authorise the account again in Settings › Seller accounts.',
  'marketplace.auth.badLifetime':
    'The marketplace sent a token with an impossible lifetime ({field} = {value} seconds; Stockroom accepts 1 second to 10 years), so Stockroom did not use it. Try again later; if it keeps happening, tell the marketplace’s support.',
  'marketplace.auth.codeRefused':
    'The marketplace refused the authorisation code (it may have expired or been used already). Start the authorisation again.',
  'marketplace.auth.noRefreshToken':
    'This seller account has no refresh token. Authorise the account again in Settings › Seller accounts.',
  'marketplace.auth.noToken':
    'The marketplace did not issue a token. Check the Application ID and Secret in Settings › Seller application.',
  'marketplace.auth.noLifetime':
    'The marketplace sent a token without a lifetime (expires_in). Try again later.',
  'marketplace.feed.samePage': 'The affiliate feed service sent the same feed page twice. Try again later.',
  'marketplace.feed.unknownKind':
    'The feed link does not end in .json or .xml, so Stockroom cannot tell how to read it.',
  'marketplace.feed.elsewhere':
    'A feed link points away from the affiliate feed service, so Stockroom did not follow it.',
  'marketplace.address.invalid':
    'The marketplace address is not a valid web address. Check it in Settings › Edit profile.',
  'marketplace.address.insecure':
    'Stockroom only talks to the marketplace over a secure (https) connection, and {host, select, none {this address} other {{host}}} is not one. Change the address in Settings › Edit profile to start with https://.',
  'marketplace.returns.tooManyIds':
    'A returns search names 1 to {max} {kind, select, return {return ids} other {tracking ids}}; Stockroom asks in parts.',
  'marketplace.returns.noNextLink':
    'The marketplace said more returns follow but gave no link to them. Try again later.',
  'marketplace.returns.samePage': 'The marketplace sent the same page of returns twice. Try again later.',
  'marketplace.shipments.pageSize':
    'The page size of a shipment search must be a whole number from 1 to {max}.',
  'marketplace.shipments.noNextLink':
    'The marketplace said more shipments follow but gave no link to them. Try the search again later.',
  'marketplace.shipments.samePage':
    'The marketplace sent the same page of shipments twice. Try the search again later.',
  'marketplace.returns.tooManyForAction':
    'A return action call takes 1 to {max} returns; Stockroom sends larger selections in parts.',
  'marketplace.returns.unreadableResults':
    'The marketplace sent return results Stockroom cannot read. Try again later.',
  'marketplace.selfShip.oneShipment': 'A tracking id update names one shipment.',
  'marketplace.selfShip.tooMany': 'A self-ship call takes 1 to {max} shipments.',
  'marketplace.listing.wholeRupees': 'The prices of {sku} must be whole rupees, 0 or more.',
  'marketplace.listing.aboveMrp': 'The selling price of {sku} is above its MRP.',
  'marketplace.listing.wholeStock': 'The stock of {sku} must be a whole number, 0 or more, per location.',
  'desktop.update.jobsRunning':
    '{count, plural, one {A job is} other {# jobs are}} still running, so Stockroom will not restart now: version {version} installs when you next quit.',
  'desktop.csv.notOpened': '{file} could not be opened: {reason}',
  'desktop.auth.closed':
    'The authorisation window was closed before access was allowed. Nothing was changed.',
  'desktop.auth.notOpened':
    'The marketplace’s authorisation page could not be opened. Check the connection and try again.',
  'desktop.auth.title': 'Authorise seller account',
  'desktop.diagnostics.title': 'Save Diagnostics',
  'desktop.files.text': 'Text files',
  'desktop.diagnostics.saved':
    'Diagnostics saved to {path}. They hold the log, versions and settings, and no secrets.',
  'desktop.diagnostics.notSaved': 'The diagnostics could not be saved to {path}: {reason}',
  'desktop.print.failed':
    'The print did not go through ({reason, select, none {no reason given} other {{reason}}}). Check the printer and try again.',
  'desktop.print.notSaved':
    'The PDF could not be saved to {path} ({code, select, none {an error} other {{code}}}). Choose another folder.',
  'desktop.print.notShown': 'The PDF could not be shown for printing ({reason}). Try again.',
  'desktop.print.noWindow': 'There is no window to print. Open Stockroom again.',
  'app.pdf.partNotPdf': 'Part {number} of the PDF is not a PDF. Try again.',
  'app.printer.partsInBrowser':
    'This version of Stockroom prints long documents a part at a time in the browser: print each part.',
  'app.printer.partsLost':
    'The parts of this PDF were not all printed (another print started). Print it again.',
  'errors.web.needsToken':
    'Stockroom needs its access token: open the full address it printed when it started.',
  'errors.web.tokenUsed':
    'This address has been used already or is not Stockroom’s: its access token works once. Restart Stockroom for a new address.',
  'errors.web.otherSite': 'Calls from other sites are refused.',
  'errors.backend.stopped': 'Stockroom is closing, or its backend stopped: restart the app.',
  'errors.backend.notStarted': 'Stockroom could not start: {reason}',
} as const;
