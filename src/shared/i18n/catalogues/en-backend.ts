/**
 * English, the messages only the backend says (sync results, refusals, the marketplace's errors, desktop menus):
 * the window receives them as sentences and never loads this file. An id written in the window's code (src/renderer,
 * src/shared) belongs in en-window.ts instead; catalogue-split.test.ts says which.
 */
export const enBackend = {
  // — app frame —
  'app.printer.browserPrints':
    "This version of Stockroom prints through the browser: use the browser's Print (Ctrl+P), which also saves as PDF.",
  'app.printer.downloads': 'This version of Stockroom downloads PDFs: print them from the download.',
  // — today and shipments —
  'shipments.pickList.selected': '{count, plural, one {# selected shipment} other {# selected shipments}}',
  'shipments.error.pickListTooLong':
    'A pick list takes at most {max, number} shipments and this view holds {found, number}. Narrow it with a search, dates or a location, or select rows.',
  'shipments.error.noSellerAccount': 'No seller account is set up for this profile yet. Add it in Settings.',
  'shipments.error.notStored': 'Shipment {shipmentId} is not in the offline copy.',
  'shipments.error.notStoredHere': 'Shipment {shipmentId} is not in the offline copy of this account.',
  'shipments.error.badFromDate': 'The From date must be a day such as 2026-11-23.',
  'shipments.error.badToDate': 'The To date must be a day such as 2026-11-23.',
  'shipments.sync.fullDone': 'Full sync done: {count, plural, one {# shipment} other {# shipments}} stored.',
  'shipments.sync.done': 'Sync done: {count, plural, one {# shipment} other {# shipments}} stored.',
  'shipments.sync.progress':
    'Syncing shipments: {done, number} of {total, number} date windows, {count, plural, one {# shipment} other {# shipments}} stored',
  'shipments.sync.failed': 'The sync failed.',
  'shipments.sync.failedUnexpectedly': 'The sync failed unexpectedly.',
  'shipments.sync.cancelledShort': 'Cancelled',
  'shipments.sync.cancelled': 'The sync was cancelled; the next sync goes on from where it stopped.',
  'shipments.backgroundSync.badMinutes':
    'Background sync runs every {choices} minutes or is off (0), not {minutes}.',
  'shipments.backgroundSync.newOrders': '{count, plural, one {A new order} other {# new orders}} to pack.',
  // — fulfilment —
  'fulfilment.offline.sentence':
    'Stockroom cannot reach the marketplace, {what}; try again when you are online.',
  'fulfilment.offline.so': 'so {notDone}',
  'fulfilment.offline.labels': 'and these labels were not downloaded before',
  'fulfilment.offline.manifests': 'so no manifest was made',
  'fulfilment.verb.did':
    '{kind, select, pack {Packed.} dispatch {Marked ready to dispatch.} cancel {Cancelled.} selfShipDispatch {Marked dispatched.} selfShipDeliver {Marked delivered.} selfShipAttempt {Failed delivery attempt recorded.} other {Tracking id updated.}}',
  'fulfilment.verb.already':
    '{kind, select, pack {Packed} dispatch {Marked ready to dispatch} cancel {Cancelled} selfShipDispatch {Marked dispatched} selfShipDeliver {Marked delivered} selfShipAttempt {Failed delivery attempt recorded} other {Tracking id updated}} already at the marketplace; not sent again.',
  'fulfilment.verb.cannot':
    '{kind, select, pack {packed} dispatch {marked ready to dispatch} cancel {cancelled} selfShipDispatch {marked dispatched} selfShipDeliver {marked delivered} selfShipAttempt {recorded as a failed delivery attempt} other {given the new tracking id}}',
  'fulfilment.verb.notDone':
    '{kind, select, pack {nothing was packed} dispatch {nothing was marked ready to dispatch} cancel {nothing was cancelled} selfShipDispatch {nothing was marked dispatched} selfShipDeliver {nothing was marked delivered} selfShipAttempt {no delivery attempt was recorded} other {no tracking id was changed}}',
  'fulfilment.state.name':
    '{state, select, APPROVED {approved} PACKING_IN_PROGRESS {packing in progress} FORM_FAILED {form failed} PACKED {packed} READY_TO_DISPATCH {ready to dispatch} PICKUP_COMPLETE {pickup complete} CANCELLED {cancelled} SHIPPED {shipped} DELIVERED {delivered} RETURN_REQUESTED {return requested} RETURNED {returned} COMPLETED {completed} other {{raw}}}',
  'fulfilment.cancelled.items':
    '{count, plural, one {Order item {ids} cancelled} other {Order items {ids} cancelled}}; the rest of the shipment is still to pack.',
  'fulfilment.cancelled.itemsAlready':
    '{count, plural, one {Order item {ids} cancelled} other {Order items {ids} cancelled}} already at the marketplace; not sent again.',
  'fulfilment.item.packing': 'The marketplace is packing it.',
  'fulfilment.item.notSent': 'Not sent: the action was cancelled.',
  'fulfilment.refused.notSelfShip':
    "It goes with the marketplace's courier, not yours, so it was not {cannot}.",
  'fulfilment.refused.notKnown':
    "The marketplace did not say whether it took this, and a shipment does not show its attempts, so Stockroom did not send it again; check the shipment in the marketplace's panel.",
  'fulfilment.refused.formFailed':
    "A form failed at the marketplace while packing; open the shipment in the marketplace's panel.",
  'fulfilment.refused.onHold': 'The marketplace holds this shipment, so it was not {cannot}.',
  'fulfilment.refused.state': 'It is {state} at the marketplace, so it was not {cannot}.',
  'fulfilment.refused.marketplace': 'The marketplace refused it: {reason} ({code}).',
  'fulfilment.refused.cancelledBeforeTaken':
    'The marketplace had not taken it when the action was cancelled, so it was not {cannot}.',
  'fulfilment.refused.notPacked':
    "The marketplace accepted the pack twice, but the shipment is waiting to be packed again; open it in the marketplace's panel.",
  'fulfilment.refused.busy':
    'Another Stockroom job has this shipment at the marketplace, so this one did not send it.',
  'fulfilment.refused.numberTaken':
    'Shipment {owner} already has invoice number {number}, so nothing was packed; give shipment {shipment} another.',
  'fulfilment.held.first':
    '{count, plural, one {Shipment {ids} is} other {Shipments {ids} are}} already being {cannot}',
  'fulfilment.held.more': '{count, plural, one {{ids} is} other {{ids} are}} already being {cannot}',
  'fulfilment.held.and': '{before}, and {after}',
  'fulfilment.held.sentence': '{parts}, so {notDone}; wait for that to finish, then try again.',
  'fulfilment.list.and': '{some} and {last}',
  'fulfilment.list.more': '{count, plural, other {# more}}',
  'fulfilment.progress.packing': 'Packing at the marketplace: {packed, number} of {total, number} packed',
  'fulfilment.progress.answered': '{answered, number} of {total, number} answered',
  'fulfilment.progress.slowDown': '{answered, number} of {total, number} answered; {slowDown}',
  'fulfilment.job.checking':
    '{count, plural, one {# shipment} other {# shipments}}: checking what the marketplace did',
  'fulfilment.job.closing':
    '{done, number} of {total, number} {cannot}{packing, plural, =0 {} other {, # still packing at the marketplace}}{refused, plural, =0 {} other {, # refused}}.',
  'fulfilment.job.cancelledClosing': 'Cancelled; {closing}',
  'fulfilment.job.cancelled': 'Cancelled; shipments already sent stay as the marketplace took them.',
  'fulfilment.job.cancelledShort': 'Cancelled.',
  'fulfilment.job.unanswered': 'The marketplace did not answer for every shipment.',
  'fulfilment.job.unansweredFor':
    'The marketplace did not answer for {open, number} of {total, plural, one {# shipment} other {# shipments}}; Stockroom checks what it did when the marketplace answers again.',
  'fulfilment.job.failed': 'The action failed unexpectedly.',
  'fulfilment.cancel.notInShipment': 'Order item {item} is not in shipment {shipment}.',
  'fulfilment.cancel.noGroup':
    'The marketplace gave no cancellation group for an order item of shipment {shipment}, so its items cannot be cancelled one by one; cancel the whole shipment.',
  'fulfilment.account.none': 'No seller account is set up for this profile yet. Add it in Settings.',
  'fulfilment.action.notFound': 'That action is not in the journal.',
  'fulfilment.choose.none': 'Choose at least one shipment.',
  'fulfilment.labels.notDownloaded': 'no labels were downloaded',
  'fulfilment.file.labels': '{count, plural, =1 {Labels {id}.pdf} other {Labels # shipments.pdf}}',
  'fulfilment.file.manifest': 'Manifest {courier} {day}.pdf',
  'fulfilment.selfShip.deliveryBeforeToday': 'The expected delivery date cannot be before today.',
  'fulfilment.selfShip.dayAfterToday':
    '{kind, select, selfShipDeliver {The delivery date cannot be after today.} other {The attempt date cannot be after today.}}',
  'fulfilment.selfShip.invoiceUnknown':
    'Stockroom did not pack shipment {shipment}, so type the invoice number it was packed with.',
  'fulfilment.skipped.onHold': 'The marketplace holds it.',
  'fulfilment.skipped.notYet': 'Can be packed from {when}.',
  // — returns and sandbox —
  'returns.receive.notFound': "Return {returnId} is not among this account's returns.",
  'returns.receive.notArrived':
    'Return {returnId} has not arrived yet: it can be received once the marketplace says it reached you.',
  'returns.claims.noClaim': 'Return {returnId} has no claim to file.',
  'returns.claims.markedFiled': 'The claim for return {returnId} is marked filed.',
  'returns.receive.already':
    'Return {returnId} was received already, as {condition, select, good {good} damaged {damaged} wrong_item {wrong item} other {missing item}}, on {at, date, medium}, {at, time, short}.',
  'returns.restock.byHand': 'Its SKU or location is not known: put it back in stock by hand in My listings.',
  'returns.restock.waiting': 'Waiting to go back in stock.',
  'returns.restock.sending': "Being added to {sku}'s stock at the marketplace.",
  'returns.restock.offline': 'Offline: the stock was not read. {error}',
  'returns.restock.started':
    'Putting {units, plural, one {# unit} other {# units}} of {skus, plural, one {# SKU} other {# SKUs}} back in stock.',
  'returns.restock.restocked': '{quantity, plural, one {# unit} other {# units}} of {sku} back in stock.',
  'returns.restock.unsure':
    "The stock change of {sku} was cancelled after it was sent: check {sku}'s stock in My listings before adding it again by hand.",
  'returns.restock.takenOne':
    'Return {returnId} is no longer waiting to go back in stock (put back from another window?): nothing was sent. Look at the preview again.',
  'returns.restock.taken':
    '{count, plural, one {# return is} other {# returns are}} no longer waiting to go back in stock (put back from another window?): nothing was sent. Look at the preview again.',
  'returns.noAccount': 'No seller account is set up for this profile yet. Add it in Settings.',
  'returns.sync.progress': 'Syncing returns: {stored, plural, one {# return} other {# returns}} stored',
  'returns.sync.done':
    '{kind, select, full {Full returns sync} other {Returns sync}} done: {stored, plural, one {# return} other {# returns}} stored.',
  'returns.sync.cancelled': 'The returns sync was cancelled; the next sync goes on from where it stopped.',
  'returns.sync.failedUnexpectedly': 'The sync failed unexpectedly.',
  'returns.sync.cancelledShort': 'Cancelled',
  'returns.action.idsAnd': '{ids} and {last}',
  'returns.action.idsMore': '{ids} and {more, number} more',
  'returns.action.held':
    '{count, plural, one {Return {ids} is} other {Returns {ids} are}} already being {heldKind, select, approve {approved} reject {rejected} pickup {given a pickup date} pickupAttempt {given a new pickup date} complete {completed} other {cancelled}}, so {kind, select, approve {nothing was approved} reject {nothing was rejected} pickup {no pickup date was set} pickupAttempt {no pickup attempt was recorded} complete {nothing was completed} other {nothing was cancelled}}; wait for that to finish, then try again.',
  'returns.action.heldMixed':
    '{count, plural, one {Return {ids} is} other {Returns {ids} are}} already in another action at the marketplace, so {kind, select, approve {nothing was approved} reject {nothing was rejected} pickup {no pickup date was set} pickupAttempt {no pickup attempt was recorded} complete {nothing was completed} other {nothing was cancelled}}; wait for that to finish, then try again.',
  'returns.action.busy':
    'Another Stockroom job has this return at the marketplace, so this one did not send it.',
  'returns.action.did':
    '{kind, select, approve {Approved} reject {Rejected} pickup {Pickup date set} pickupAttempt {Pickup attempt recorded} complete {Completed} other {Cancelled}}.',
  'returns.action.didAlready':
    '{kind, select, approve {Approved} reject {Rejected} pickup {Pickup date set} pickupAttempt {Pickup attempt recorded} complete {Completed} other {Cancelled}} already at the marketplace; not sent again.',
  'returns.action.changed':
    'Its pickup date changed at the marketplace since you chose, so it was not {kind, select, approve {approved} reject {rejected} pickup {given a pickup date} pickupAttempt {given a new pickup date} complete {completed} other {cancelled}}; check the date and try again.',
  'returns.action.notSelfShip':
    "It is not a self-ship return (the marketplace's courier brings it back), so it was not {kind, select, approve {approved} reject {rejected} pickup {given a pickup date} pickupAttempt {given a new pickup date} complete {completed} other {cancelled}}.",
  'returns.action.noState':
    'It is in no known state at the marketplace, so it was not {kind, select, approve {approved} reject {rejected} pickup {given a pickup date} pickupAttempt {given a new pickup date} complete {completed} other {cancelled}}.',
  'returns.action.state':
    'It is {status} at the marketplace, so it was not {kind, select, approve {approved} reject {rejected} pickup {given a pickup date} pickupAttempt {given a new pickup date} complete {completed} other {cancelled}}.',
  'returns.action.unanswered': 'The marketplace did not answer for every return.',
  'returns.action.notTaken':
    'The marketplace had not taken it when the action was cancelled, so it was not {kind, select, approve {approved} reject {rejected} pickup {given a pickup date} pickupAttempt {given a new pickup date} complete {completed} other {cancelled}}.',
  'returns.action.cancelledClosing': 'Cancelled; {closing}',
  'returns.action.closing':
    '{done, number} of {total, number} {kind, select, approve {approved} reject {rejected} pickup {given a pickup date} pickupAttempt {given a new pickup date} complete {completed} other {cancelled}}.',
  'returns.action.closingRefused':
    '{done, number} of {total, number} {kind, select, approve {approved} reject {rejected} pickup {given a pickup date} pickupAttempt {given a new pickup date} complete {completed} other {cancelled}}, {refused, number} refused.',
  'returns.action.offline':
    'Stockroom cannot reach the marketplace, so {kind, select, approve {nothing was approved} reject {nothing was rejected} pickup {no pickup date was set} pickupAttempt {no pickup attempt was recorded} complete {nothing was completed} other {nothing was cancelled}}; try again when you are online.',
  'returns.action.chooseOne': 'Choose at least one return.',
  'returns.action.need':
    '{kind, select, reject {Choose why you reject, so nothing was rejected} pickup {Give the pickup date, so no pickup date was set} other {Give the new pickup date, so no pickup attempt was recorded}}.',
  'returns.action.notInJournal': 'That action is not in the journal.',
  'returns.action.notOwn':
    "{count, plural, one {Return {ids} is} other {Returns {ids}{more, plural, =0 {} other { and # more}} are}} not among this profile's returns (they may be another profile's), so {kind, select, approve {nothing was approved} reject {nothing was rejected} pickup {no pickup date was set} pickupAttempt {no pickup attempt was recorded} complete {nothing was completed} other {nothing was cancelled}}. Choose them on this profile's Returns screen.",
  'sandbox.noAccount': 'No seller account is set up for this profile yet. Add it in Settings.',
  'sandbox.refusal.notTestOrder':
    '{count, plural, one {Order item {ids}} other {Order items {ids}}} {count, plural, one {is not a test order} other {are not test orders}} of this account, so nothing was sent.',
  'sandbox.refusal.noListings':
    'Stockroom knows none of this account’s listings yet, so no test order was made: upload a listing in Listings (or sync Shipments), then try again.',
  'sandbox.refusal.beingMoved':
    '{count, plural, one {Order item {ids} is} other {Order items {ids} are}} already being moved, so nothing was sent; wait for that to finish, then try again.',
  'sandbox.refusal.noItem': 'The marketplace has no order item {orderItemId} on this account.',
  'sandbox.refusal.cancelled': 'Order item {orderItemId} is cancelled.',
  'sandbox.refusal.onHold': 'Order item {orderItemId} is on hold; release the hold first.',
  'sandbox.refusal.notReady':
    'Order item {orderItemId} is {status}: {move, select, pickupComplete {pack it and mark it ready to dispatch in Shipments first} shipped {mark its pickup complete first} other {mark it shipped first}}.',
  'sandbox.refusal.notHoldable':
    'Order item {orderItemId} is {status}; only an order not yet packed can be held or released.',
  'sandbox.refusal.notReturnable':
    'Order item {orderItemId} is {status}: a {kind, select, courier_return {courier return (RTO) needs it picked up or shipped} other {customer return needs it delivered}} first.',
  'sandbox.refusal.noReturn': 'Order item {orderItemId} has no return yet: create a return first.',
  'sandbox.refusal.returnClosed': 'The return of order item {orderItemId} is {status} already.',
  'sandbox.refusal.closed': 'closed',
  'sandbox.offline.noneMade':
    'Stockroom cannot reach the marketplace, so no test order was made; try again when you are online.',
  'sandbox.offline.nothingSent':
    'Stockroom cannot reach the marketplace, so nothing was sent; try again when you are online.',
  'sandbox.offline.restNotMade':
    'Stockroom cannot reach the marketplace, so the rest of the test orders were not made; try again when you are online.',
  'sandbox.offline.restNotSent':
    'Stockroom cannot reach the marketplace, so the rest were not sent; try again when you are online.',
  'sandbox.job.cancelled': 'Cancelled; what was sent stays as the marketplace took it.',
  'sandbox.job.failedUnexpectedly': 'The sandbox action failed unexpectedly.',
  'sandbox.item.notSentCancelled': 'Not sent: cancelled.',
  'sandbox.item.notSent': 'Not sent.',
  'sandbox.item.lost': 'Sent before Stockroom stopped; its answer was lost.',
  'sandbox.item.made': 'Made',
  'sandbox.item.noAnswer': 'The marketplace did not answer; it may have made it.',
  'sandbox.item.notTaken': 'The marketplace did not take it; try again.',
  'sandbox.progress.making': 'Making test order {n, number} of {total, number}',
  'sandbox.progress.reading': 'Reading the new test orders',
  'sandbox.progress.item': 'Order item {n, number} of {total, number}',
  'sandbox.step.held': 'put on hold',
  'sandbox.step.released': 'released from hold',
  'sandbox.step.pickedUp': 'marked picked up',
  'sandbox.step.shipped': 'marked shipped',
  'sandbox.step.delivered': 'marked delivered',
  'sandbox.step.givenReturn':
    'given a {kind, select, courier_return {courier return (RTO)} other {customer return}}',
  'sandbox.step.returnEvent':
    'return {event, select, approved {approved} rejected {rejected} pickup_scheduled {pickup scheduled} in_transit {on its way back} out_for_delivery {out for delivery to you} delivered {delivered to you} completed {completed} other {cancelled}}',
  'sandbox.step.hadReturn':
    'had its return {event, select, approved {approved} rejected {rejected} pickup_scheduled {pickup scheduled} in_transit {on its way back} out_for_delivery {out for delivery to you} delivered {delivered to you} completed {completed} other {cancelled}}',
  'sandbox.result.notDone': '; {count, number} not done',
  'sandbox.result.notDoneWhy': '; {count, number} not done: {why}',
  'sandbox.result.unanswered': '; the marketplace did not answer for {count, number}: {what}',
  'sandbox.result.unansweredOrders':
    'it may have made it, and Shipments shows it after a sync (Stockroom does not send it twice)',
  'sandbox.result.unansweredSteps': 'Stockroom reads it back when the marketplace answers again',
  'sandbox.result.made':
    '{all, select, yes {{total, plural, one {# test order} other {# test orders}}} other {{done, number} of {total, plural, one {# test order} other {# test orders}}}} made{rest}.{syncing, select, yes { Shipments is syncing so they appear.} other {}}',
  'sandbox.result.moved':
    '{all, select, yes {{total, plural, one {# order item} other {# order items}}} other {{done, number} of {total, plural, one {# order item} other {# order items}}}} {what}{rest}.',
  'sandbox.orderStatus':
    '{code, select, APPROVED {approved} PACKING_IN_PROGRESS {being packed} PACKED {packed} READY_TO_DISPATCH {ready to dispatch} PICKUP_COMPLETE {picked up} SHIPPED {shipped} DELIVERED {delivered} CANCELLED {cancelled} other {{status}}}',
  // — listings —
  'listings.refusal.noRows': 'There are no rows to upload.',
  'listings.refusal.allRowsHaveErrors': 'Every row has errors; fix the cells marked in red and upload again.',
  'listings.refusal.skuWaiting':
    "SKU {sku} is in an upload still waiting for the marketplace's answer; resume or cancel that upload first, then try again.",
  'listings.refusal.skusWaiting':
    "SKUs {skus}{more, plural, =0 {} other { and # more}} are in an upload still waiting for the marketplace's answer; resume or cancel that upload first, then try again.",
  'listings.refusal.stillRunning': 'That upload is still running: pause or cancel it first.',
  'listings.refusal.undoneAlready': 'That upload was undone already.',
  'listings.refusal.beingUndone': 'That upload is being undone already: resume its undo instead.',
  'listings.refusal.nothingToUndo': 'That upload changed no listing, so there is nothing to undo.',
  'listings.refusal.undoNotRetried': 'An undo is not retried: its SKUs say why they were not restored.',
  'listings.refusal.noFailed': 'That upload has no failed SKUs to retry.',
  'listings.refusal.alreadyRunning': 'That upload is already running.',
  'listings.refusal.finished': 'That upload is finished.',
  'listings.refusal.cancelled': 'That upload is cancelled.',
  'listings.refusal.notRunning': 'That upload is not running.',
  'listings.refusal.noSuchUpload': 'That upload does not exist.',
  'listings.result.notReportedWhy': 'The marketplace did not report a result for this SKU.',
  'listings.result.wordUnknown':
    'The marketplace answered “{word}”, a word Stockroom does not know, so the listing may have been taken: read it in My listings before sending it again.',
  'listings.upload.cancelledAt':
    'Cancelled at {answered, number} of {total, number}: {uploaded, number} uploaded, {failed, number} failed.{inDoubt, plural, =0 {} one { The SKU sent without an answer may have reached the marketplace: read it in My listings before sending it again.} other { The # SKUs sent without an answer may have reached the marketplace: read them in My listings before sending them again.}}{unsent, plural, =0 {} one { # SKU was not sent.} other { # SKUs were not sent.}}',
  'listings.upload.pausedAt': 'Paused at {answered, number} of {total, number}',
  'listings.upload.done': '{uploaded, number} of {total, number} uploaded, {failed, number} failed',
  'listings.upload.failedUnexpectedly': 'The upload failed unexpectedly.',
  'listings.upload.answeredSoFar': '{done, number} of {total, number} SKUs answered',
  'listings.upload.progressFailed':
    '{done, number} of {total, number} SKUs answered ({failed, number} failed)',
  'listings.upload.rate': '{rate, number, ::.0} SKUs/s',
  'listings.upload.left': 'about {time} left',
  'listings.time.seconds': '{s} s',
  'listings.time.minutes': '{m} min {s} s',
  'listings.time.hours': '{h} h {m} min',
  'listings.load.progress': 'Read {done, number} of {total, number} SKUs',
  'listings.load.added':
    'Added {added, plural, one {# row} other {# rows}} from {read, plural, one {# listing} other {# listings}} in your orders',
  'listings.load.skipped': '{n, number} already in the sheet',
  'listings.load.notRead': '{n, number} not read: {reasons}',
  'listings.load.notReadMore': '{n, number} not read: {reasons} (and {more, number} more)',
  'listings.load.noListings': 'The cached shipments name no listings: sync shipments first.',
  'listings.load.cancelled': 'Loading from your orders was cancelled.',
  'listings.refusal.noRowsToPreview': 'There are no rows to preview.',
  'listings.refusal.previewTooMany': 'A preview reads at most {max, number} listings; choose fewer rows.',
  'listings.preview.progress': 'Read {done, number} of {total, number} listings',
  'listings.preview.read': 'Read {read, number} of {total, number} listings',
  'listings.preview.absent': '{n, number} not on the marketplace yet',
  'listings.preview.failed': '{n, number} could not be read',
  'listings.preview.noteNotRead':
    'Its listing was not read, so there is nothing to compare: the upload creates or overwrites it.',
  'listings.preview.noteNoListing':
    'The marketplace has no listing for this SKU yet, so there is nothing to compare: the upload creates it.',
  'listings.preview.noteUnread': 'The listing was not read.',
  'listings.preview.cancelled': 'The preview was cancelled.',
  'listings.read.failed': 'The listing could not be read: {reason}',
  'listings.read.unexpected': 'an unexpected error.',
  'listings.upload.callRefused': 'The marketplace refused the call for this SKU: {reason}',
  'listings.upload.unansweredAfter':
    'No clear answer after {attempts} attempts: {reason} It may have reached the marketplace: read it in My listings before sending it again.',
  'listings.upload.cancelledError': 'The upload was cancelled.',
  'listings.save.replaced':
    'This save of the sheet was replaced by a newer one or has already ended. Save the sheet again.',
  'listings.save.outOfOrder':
    'The block starting at row {first, number} came out of order: row {expected, number} was expected next.',
  'listings.save.oneMore':
    'Row {row, number} is one more than the {announced, number} announced for this save.',
  'listings.save.idTaken': 'Row {row, number} has the id “{id}”, already given to an earlier row.',
  'listings.save.missing':
    'Only {received, number} of the {expected, number} rows arrived; the sheet was kept as it was. Save it again.',
  'listings.offline.nothingSent': 'nothing was sent',
  'listings.offline.notSent': '{n, plural, one {# SKU} other {# SKUs}} of {total, number} not sent',
  'listings.offline.notSentMaybe':
    '{n, plural, one {# SKU} other {# SKUs}} of {total, number} not sent, {maybe, number} more may have reached the marketplace before it stopped answering',
  'listings.offline.waiting':
    '{n, plural, one {# SKU waits to be sent: Stockroom offers to send it when the marketplace answers again.} other {# SKUs wait to be sent: Stockroom offers to send them when the marketplace answers again.}}',
  'listings.undo.noReason': 'the marketplace gave no reason',
  'listings.undo.notKnown': 'its values before the upload are not known: no earlier upload or preview',
  'listings.undo.refused': 'refused by the marketplace: {reasons}',
  'listings.undo.head': '{restored, number} of {total, number} restored, {failed, number} not undone',
  'listings.undo.named': '{sku} ({why})',
  'listings.undo.namedMore': '{head}: {named}; and {more, number} more.',
  'listings.undo.namedAll': '{head}: {named}.',
  'listings.compare.notUndone': 'not undone.',
  'listings.compare.notUploaded': 'not uploaded, so the newer value stays. Preview again to upload over it.',
  'listings.compare.notReported':
    'The marketplace did not report this listing, so Stockroom could not check that it is unchanged: not sent.',
  'listings.compare.price': 'Price',
  'listings.compare.status': 'Status',
  'listings.compare.localFee': 'Local shipping fee',
  'listings.compare.zonalFee': 'Zonal shipping fee',
  'listings.compare.nationalFee': 'National shipping fee',
  'listings.compare.stockAt': 'Stock at {id}',
  'listings.compare.statusAt': 'Status at {id}',
  'listings.compare.found': '{label} is now {now}, not {before}',
  'listings.compare.asUploadSet': '{found} as the upload set {n, plural, one {it} other {them}}',
  'listings.compare.asUploadLeft': '{found} as the upload left {n, plural, one {it} other {them}}',
  'listings.compare.asPreviewRead': '{found} as the preview read {n, plural, one {it} other {them}}',
  'listings.undo.cannot':
    'This SKU cannot be undone: Stockroom never sent it before this upload, and no preview read its listing just before it, so its earlier values are not known.',
  // — my listings, settings and accounts —
  'locations.error.noAccount': 'Set up a seller account for this profile before naming its locations.',
  'myListings.refusal.offline':
    'The marketplace is not answering, so nothing was sent; try again once the status bar shows it online.',
  'myListings.refusal.nothingChanges': 'Nothing changes: every price and stock is as the marketplace has it.',
  'myListings.refusal.allHeld': 'Every change has a problem; fix the cells marked and try again.',
  'myListings.refusal.previewGone':
    'That preview is no longer at hand (Stockroom was restarted, or many previews were made since): preview the change again.',
  'myListings.refusal.restockNotUndone':
    'This change put returned units back in stock, so it is not undone here: if the stock must go down, set it in My listings.',
  'myListings.refusal.noSuchChange': 'That change does not exist.',
  'myListings.refusal.nothingStopped': 'That change has nothing stopped to set anyway.',
  'myListings.refusal.stillSending': 'That change is still being sent.',
  'myListings.refusal.undoneAlready': 'That change was undone already.',
  'myListings.refusal.undoing': 'That change is being undone now.',
  'myListings.refusal.undoStopped':
    'Its undo stopped before the marketplace answered for every SKU; resume that undo instead.',
  'myListings.refusal.noneTaken': 'The marketplace took none of that change.',
  'myListings.refusal.alreadySending': 'That change is already being sent.',
  'myListings.refusal.finished': 'That change is finished.',
  'myListings.refusal.cancelled': 'That change is cancelled.',
  'myListings.outcome.cancelled': 'Cancelled',
  'myListings.outcome.unsure':
    'The marketplace did not answer for {unanswered, number} of {total, number}; resume to check and send them.',
  'myListings.outcome.changed':
    '{done, number} of {total, number} changed, {refused, number} refused{stopped, plural, =0 {} other {, # left as the marketplace has it}}',
  'myListings.outcome.restored':
    '{done, number} of {total, number} restored, {refused, number} refused{stopped, plural, =0 {} other {, # left as the marketplace has it}}',
  'myListings.outcome.failed': 'The change failed unexpectedly.',
  'myListings.job.answered': '{answered, number} of {total, number} changes answered',
  'myListings.words.priceNow': 'Price now {price}.',
  'myListings.words.stockNow': 'Stock now {stock}.',
  'myListings.words.hadItAfterInterruption':
    '{now} The marketplace had it already after an interruption, so it was not sent again.',
  'myListings.words.hadIt': '{now} The marketplace had it already, so it was not sent.',
  'myListings.words.none': 'none',
  'myListings.words.priceStopped': 'Price is now {found}, not {before}: not changed.',
  'myListings.words.stockPart': 'at {location} is now {found}, not {before}',
  'myListings.words.stockStopped': 'Stock is now {found}, not {before}: not changed.',
  'myListings.words.stockPartsStopped': 'Stock {parts}: not changed.',
  'myListings.words.anyway': 'Set it to {value} anyway?',
  'myListings.refusal.busyOne':
    "SKU {sku} has a change still waiting for the marketplace's answer; resume that change or wait for it to end, then try again.",
  'myListings.refusal.busyMany':
    "SKUs {skus}{more, plural, =0 {} other { and # more}} have changes still waiting for the marketplace's answer; resume that change or wait for it to end, then try again.",
  'myListings.words.refusedNoReason': 'Refused by the marketplace, which gave no reason.',
  'myListings.words.refused': 'Refused by the marketplace: {reasons}.',
  'myListings.words.warning': '{now} With a warning: {issues}.',
  'myListings.refusal.sellerNameTooLong': 'A seller name is at most {max, number} characters.',
  'myListings.job.nothingToRead':
    'Nothing was read: no SKU is known yet. Stockroom reads the SKUs of your orders, your listing sheet and those you paste: sync Shipments or paste SKUs, then read again.',
  'myListings.job.reading': 'Reading {total, number} listings',
  'myListings.offline.nothingRead': 'nothing was read',
  'myListings.offline.partlyRead': '{done, number} of {total, number} listings were read, the rest were not',
  'myListings.offline.noAnswerLastTime': 'The marketplace did not answer when Stockroom last asked.',
  'myListings.job.readSoFar': 'Read {done, number} of {total, number} listings',
  'myListings.job.read':
    '{total, plural, one {Read # listing from the marketplace} other {Read # listings from the marketplace}}',
  'accounts.connection.validFor': '{days, plural, one { (valid # more day)} other { (valid # more days)}}',
  'accounts.connection.sellerTimeout':
    'The marketplace did not answer within {seconds, number} seconds. Check the addresses in Settings and your connection, then try again.',
  'accounts.connection.affiliateTimeout':
    'The affiliate feed service did not answer within {seconds, number} seconds. Check the addresses in Settings and your connection, then try again.',
  'accounts.connection.cancelled': 'The test was cancelled.',
  'accounts.connection.sellerApp': 'Connected: the marketplace accepted application {appId}{valid}.',
  'accounts.connection.sellerAccount': 'Connected as seller account “{account}”{valid}.',
  'accounts.connection.affiliate':
    '{count, plural, one {Connected: the affiliate catalogue lists # category.} other {Connected: the affiliate catalogue lists # categories.}}',
  'accounts.connection.failed': 'The test failed unexpectedly. Try again.',
  'accounts.connection.somethingAnswers': 'Something answers at {address}. {missing}',
  'accounts.auth.noThirdParty':
    'Set up a third-party application for this profile before authorising seller accounts.',
  'accounts.auth.noneInProgress':
    'No authorisation is in progress for this profile. Press “Authorise seller account” to start one.',
  'accounts.auth.defaultName': 'Seller account {n, number}',
  'accounts.auth.noWindow':
    'This version of Stockroom cannot open the marketplace page itself. Open it, allow access, and paste the address you are sent back to.',
  'accounts.clients.noAccount':
    'No seller account is authorised for this profile yet. Authorise one in Settings › Seller accounts.',
  'accounts.clients.noAffiliate':
    'No affiliate credentials are set up for this profile yet. Add them in Settings › Affiliate.',
  'accounts.clients.noSellerApp':
    'No seller application is set up for this profile yet. Add it in Settings › Seller application.',
  'accounts.clients.appSecretNotKept':
    'The Application Secret was not kept when Stockroom last closed (secrets are kept in memory only here): type it again in Settings › Seller application.',
  'accounts.clients.tokenNotKept':
    'The affiliate token was not kept when Stockroom last closed (secrets are kept in memory only here): type it again in Settings › Affiliate.',
  'accounts.profile.demoNotEditable': 'The Demo profile is built in and cannot be edited.',
  'accounts.profile.nameTaken':
    '“{name}” is already the name of another profile: choose another name, or edit that profile instead.',
  'accounts.profile.nameDemo': '“Demo” is the name of the built-in profile: choose another name.',
  'accounts.profile.demoNotRemovable': 'The Demo profile is built in and cannot be removed.',
  'accounts.profile.noThirdParty': 'This profile has no third-party application.',
  'accounts.profile.demoCredentials':
    'The Demo profile uses the built-in marketplace; its credentials cannot be changed.',
  'accounts.profile.accountGone': 'That seller account is no longer on this profile.',
  'accounts.profile.gone': 'That profile no longer exists. It may have been removed in another window.',
  'accounts.secrets.nothingToChoose':
    'This computer keeps secrets in its keychain (or this version keeps them in memory); there is nothing to choose.',
  'accounts.notOwn.shipmentOne':
    "Shipment {ids} is not among this profile's shipments (they may be another profile's), so {outcome}. Choose them on this profile's Shipments screen.",
  'accounts.notOwn.shipmentMany':
    "Shipments {ids}{more, plural, =0 {} other { and # more}} are not among this profile's shipments (they may be another profile's), so {outcome}. Choose them on this profile's Shipments screen.",
  'accounts.notOwn.skuOne':
    "SKU {ids} is not among this profile's listings (they may be another profile's), so {outcome}. Choose them on this profile's My listings screen.",
  'accounts.notOwn.skuMany':
    "SKUs {ids}{more, plural, =0 {} other { and # more}} are not among this profile's listings (they may be another profile's), so {outcome}. Choose them on this profile's My listings screen.",
  'accounts.notOwn.returnOne':
    "Return {ids} is not among this profile's returns (they may be another profile's), so {outcome}. Choose them on this profile's Returns screen.",
  'accounts.notOwn.returnMany':
    "Returns {ids}{more, plural, =0 {} other { and # more}} are not among this profile's returns (they may be another profile's), so {outcome}. Choose them on this profile's Returns screen.",
  'accounts.notOwn.change':
    'That change was made on another profile, so nothing was sent; switch to that profile to act on it.',
  'accounts.notOwn.upload':
    'That upload was made on another profile, so nothing was sent; switch to that profile to act on it.',
  // — feeds and products —
  'feeds.delta.badVersion': 'A delta feed needs a whole, non-negative category version.',
  'feeds.delta.badLink':
    'The delta feed link does not end in .json or .xml, so Stockroom cannot build a delta link from it.',
  'feeds.link.notAddress': 'The product link is not a valid web address.',
  'feeds.link.notWeb': 'The product link is not a web address.',
  'feeds.sync.starting': 'Starting…',
  'feeds.sync.goingOn': 'Going on from page {page, number}.',
  'feeds.sync.linkHadExpired': 'The stored feed link had expired: walking again from a fresh link.',
  'feeds.sync.linkElsewhere':
    'The stored feed link is for another address of the service: walking again from a fresh link.',
  'feeds.sync.linkExpired':
    'The feed link expired: fetched the category directory again and walking again from a fresh link (stored products are updated, not duplicated).',
  'feeds.sync.page':
    'Page {page, number}: {products, plural, one {# product} other {# products}}{skipped, plural, =0 {} one {, # unreadable record skipped} other {, # unreadable records skipped}}{empty, select, yes { (an empty page; the feed goes on)} other {}}',
  'feeds.sync.fullDone':
    'Full sync done: {products, plural, one {# product} other {# products}} in {pages, plural, one {# page} other {# pages}}{skipped, plural, =0 {} one {, # unreadable record skipped} other {, # unreadable records skipped}}{removed, plural, =0 {} other {, # no longer in the category marked removed}}{version, select, none {.} other { (version {version}).}}',
  'feeds.sync.noCopyYet': 'No stored copy to update yet: running a full sync.',
  'feeds.sync.noVersionStored':
    'The stored copy has no category version to update from: running a full sync.',
  'feeds.sync.alreadyCurrent': 'Already current (version {version}).',
  'feeds.sync.changesSince': 'Changes since version {version}',
  'feeds.sync.changesGone':
    'The service no longer keeps the changes since version {version}: running a full sync instead.',
  'feeds.sync.deltaDone':
    'Changes synced: version {from} → {to}, {changes, plural, one {# change} other {# changes}}{removed, plural, =0 {} other {, # removed}}{skipped, plural, =0 {} one {, # unreadable record skipped} other {, # unreadable records skipped}}.',
  'feeds.sync.cancelled':
    'Cancelled: {pages, plural, one {# page} other {# pages}} ({products, plural, one {# product} other {# products}}) stored. Sync again to go on from there.',
  'feeds.sync.failed':
    '{reason} {pages, plural, one {# page} other {# pages}} ({products, plural, one {# product} other {# products}}) stored; sync again to go on from there.',
  'feeds.sync.failedUnexpectedly': 'The sync failed unexpectedly.',
  'feeds.sync.noDeltaUntilVersion':
    "Sync changes is not available until the category's version can be read ({reason}); the next sync tries again.",
  'feeds.sync.waiting': 'Waiting for {count, plural, one {# other sync} other {# other syncs}} to finish…',
  'feeds.error.noVersionSaid': 'The affiliate feed service did not say the category version.',
  'feeds.error.serviceProblem': 'The affiliate feed service reported a problem with this category: {reason}',
  'feeds.error.noFeed': 'The affiliate feed service offers no feed for {category}.',
  'feeds.error.noDeltaFeed': 'The affiliate feed service offers no delta feed for {category}.',
  'feeds.error.noVariantFeed': 'The category directory lists no {variant} feed for {category}.',
  'feeds.error.noCategory': 'There is no category "{category}" in the directory. Refresh the directory.',
  'feeds.error.noProductFeed': 'The affiliate feed service offers no product feed for {category}.',
  'feeds.error.productNotStored': 'That product is not in the stored copy of the category.',
  'feeds.error.watchlistFull':
    'The watchlist holds at most {max, number} products: remove some before adding more.',
  'feeds.error.noProductLink': 'The service gave no product link for this product.',
  'feeds.error.noTrackingId': 'No affiliate tracking id is set up for this profile yet. Add it in Settings.',
  'feeds.error.tooManyToExport': 'More than {max, number} products match; narrow the filter to export.',
  'feeds.error.tooManyIds': 'At most {max, number} products can be looked up at once.',
  'feeds.error.pagesNotStored': 'The feed pages could not be stored: {reason}.',
  'feeds.error.tooManyCalls': 'Too many feed calls are waiting; try again when the running syncs finish.',
  'feeds.error.alreadySyncing': 'This category is already syncing; wait for it or cancel it first.',
  'feeds.error.tooManyWaiting': 'Too many categories are waiting to sync; try again when some finish.',
  'feeds.demo.onlyDemo':
    'Simulate a day works on the Demo profile only: a real marketplace moves its own prices.',
  'feeds.demo.notMoved': "The Demo's marketplace did not move its prices (it answered {status}).",
  'feeds.demo.noCategory': "The Demo's marketplace has no category {category}.",
  'products.error.noAccount': 'Set up a seller account for this profile before editing its products.',
  // — app frame and backend —
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
  'marketplace.offline.sentence': 'Offline: {outcome}. {reason}',
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
  'marketplace.answer.unreadable':
    'The marketplace sent {what, select, shipments {shipments} shipmentPage {a page of shipments} listings {listings} listingResults {listing results} packResults {the pack results} dispatchResults {the dispatch results} cancelResults {the cancellation results} handoverCounts {handover counts} returnResults {the return results} returnPage {a page of returns} testOrder {the test order} selfShipResults {the self-ship dispatch results} deliveryResults {the delivery results} deliveryAttemptResults {the delivery attempt results} other {an answer}} Stockroom cannot read (at {path}). Try again later.',
  'marketplace.action.noReason': 'The marketplace refused this shipment without saying why.',
  'marketplace.pdf.notPdf':
    'The marketplace sent something that is not a {what, select, label {label} other {manifest}} PDF (a web page or data instead). The fault is at the marketplace, not in your connection; try again later.',
  'marketplace.pdf.damaged':
    'The marketplace sent a {what, select, label {label} other {manifest}} PDF that is cut short or damaged, so Stockroom did not keep it. Try again.',
  'marketplace.nextPage.offHost':
    'The marketplace pointed the next page of {what, select, returns {returns} other {shipments}} at another address; Stockroom did not follow it.',
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
  'storage.notice.readOnly':
    'Stockroom cannot write to its data folder {dir}, so nothing you change will be kept. Make the folder writable (or start Stockroom with --data-dir and another folder) and restart.',
  'storage.notice.settingsDamaged':
    'Stockroom’s settings file could not be read (it is damaged), so Stockroom started with its default settings.{kept, select, none {} other { The file as it was is kept as {kept}.}}',
  'storage.notice.settingsPart':
    'Part of Stockroom’s settings file could not be read ({problems}), so Stockroom left that part out.{kept, select, none {} other { The file as it was is kept as {kept}.}}',
  'storage.notice.databaseDamaged':
    'Stockroom’s database was damaged, so Stockroom started a new one: orders, returns, listings and feeds will be fetched again from the marketplace. The listing sheet and the history of uploads and changes stay in the damaged database, kept as {kept}.',
  'storage.error.readOnly':
    'Stockroom could not save this change: its data folder {dir} cannot be written. Make the folder writable (or start Stockroom with --data-dir and another folder) and restart.',
  'storage.error.newerSchema':
    'This data folder was written by a newer Stockroom ({slice} schema {schema}, this version knows {known}). Update Stockroom to open it.',
  'jobs.message.cancelled': 'Cancelled',
  'jobs.message.stoppedOnClose': 'Stopped when Stockroom closed',
  'jobs.message.stoppedUnexpectedly': 'Stopped when Stockroom ended unexpectedly',
  'jobs.message.failedUnexpectedly': 'The job failed unexpectedly.',
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
