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
  'fulfilment.job.label':
    '{kind, select, pack {Packing} dispatch {Ready to dispatch} cancel {Cancelling} selfShipDispatch {Marking dispatched} selfShipDeliver {Marking delivered} selfShipAttempt {Recording the failed attempt} other {Updating the tracking id}}',
  'fulfilment.cancel.notInShipment': 'Order item {item} is not in shipment {shipment}.',
  'fulfilment.cancel.noGroup':
    'The marketplace gave no cancellation group for an order item of shipment {shipment}, so its items cannot be cancelled one by one; cancel the whole shipment.',
  'fulfilment.account.none': 'No seller account is set up for this profile yet. Add it in Settings.',
  'fulfilment.action.notFound': 'That action is not in the journal.',
  'fulfilment.choose.none': 'Choose at least one shipment.',
  'fulfilment.labels.notDownloaded': 'no labels were downloaded',
  'fulfilment.file.labels': '{count, plural, =1 {Labels {id}.pdf} other {Labels # shipments.pdf}}',
  'fulfilment.file.manifest': 'Manifest {courier} {day}.pdf',
  'fulfilment.file.downloaded': '{files} downloaded.',
  'fulfilment.file.downloadedKept': '{file} (the copy kept on this computer) downloaded.',
  'fulfilment.selfShip.deliveryBeforeToday': 'The expected delivery date cannot be before today.',
  'fulfilment.selfShip.dayAfterToday':
    '{kind, select, selfShipDeliver {The delivery date cannot be after today.} other {The attempt date cannot be after today.}}',
  'fulfilment.selfShip.invoiceUnknown':
    'Stockroom did not pack shipment {shipment}, so type the invoice number it was packed with.',
  'fulfilment.skipped.onHold': 'The marketplace holds it.',
  'fulfilment.skipped.notYet': 'Can be packed from {when}.',
  'fulfilment.pattern.empty': 'Give an invoice number pattern, such as {example}.',
  'fulfilment.pattern.unknown':
    'The pattern has {placeholder}, which Stockroom does not know: use {counter} or {padded} for the counter, {yyyy}, {yy} or {mm} for the date.',
  'fulfilment.pattern.badText': 'Outside the braces a pattern holds only letters, digits, / and -.',
  'fulfilment.pattern.noCounter': 'The pattern needs the counter: {counter}, or {padded} for five digits.',
  'fulfilment.pattern.twoCounters': 'The pattern has the counter twice; give it once.',
  'fulfilment.pattern.next': 'The next number is a whole number from 1 to 999999999.',
  'fulfilment.pattern.tooLong':
    'This pattern makes invoice numbers of {length} characters, such as {sample}; the marketplace takes {max} at most.',
  'fulfilment.pattern.legend': 'Invoice numbers',
  'fulfilment.pattern.label': 'Pattern',
  'fulfilment.pattern.nextLabel': 'Next number',
  'fulfilment.pattern.use': 'Use this pattern',
  'fulfilment.pattern.help':
    '{counter} is the counter ({padded} pads it to 5 digits); {yyyy}, {yy} and {mm} are the year and month of the day the numbers are made. The counter moves on only for invoices the marketplace packs.',
  'fulfilment.check.invoiceEmpty': 'Give an invoice number.',
  'fulfilment.check.invoiceShape': 'An invoice number has at most 16 letters, digits, / or -.',
  'fulfilment.check.invoiceUsed': 'Shipment {owner} already has this invoice number.',
  'fulfilment.check.invoiceTwice': 'Another shipment in this form has this invoice number.',
  'fulfilment.check.measureNaN':
    'Give the {measure, select, length {length} breadth {breadth} height {height} other {weight}} in {measure, select, weight {kg} other {cm}}, as a number.',
  'fulfilment.check.measureLow':
    'The {measure, select, length {length} breadth {breadth} height {height} other {weight}} must be more than 0 {measure, select, weight {kg} other {cm}}.',
  'fulfilment.check.measureHigh':
    'The {measure, select, length {length} breadth {breadth} height {height} other {weight}} must be at most {max} {measure, select, weight {kg} other {cm}}.',
  'fulfilment.check.dateShape': 'Give the invoice date as a date, such as 2026-11-27.',
  'fulfilment.check.dateMissing': 'That invoice date does not exist.',
  'fulfilment.check.dateFuture': 'The invoice date cannot be after today.',
  'fulfilment.check.gstNegative': 'The GST rate cannot be less than 0: give {rates} (percent).',
  'fulfilment.check.gstRate': 'Give a GST rate: {rates} (percent).',
  'fulfilment.check.amountNaN': 'Give the invoice amount in rupees, as a number.',
  'fulfilment.check.amountNegative': 'The invoice amount cannot be less than 0 rupees.',
  'fulfilment.check.serialCount':
    'Give {count, plural, one {# serial number} other {# serial numbers}}, one per unit ({given} given).',
  'fulfilment.check.serialEmpty': 'Give the serial number of unit {unit} of {count}.',
  'fulfilment.check.serialShape': 'A serial number has at most 100 letters, digits or signs, without spaces.',
  'fulfilment.check.serialTwice': 'Another unit in this form has this serial number; each unit has its own.',
  'fulfilment.tax.question':
    '{sku} in shipment {shipment}: {origin, select, listing {the listing says} sheet {the listing sheet says} seller {your product record says} lastUsed {the last pack used} other {the product record says}} {record}%; use {typed}% for this invoice?',
  'fulfilment.tax.label': '{count, plural, one {Check the GST rate} other {Check the GST rates}}',
  'fulfilment.tax.confirm':
    '{count, plural, one {Use the rate typed for this invoice} other {Use the rates typed for these invoices}}',
  'fulfilment.origin.cell':
    '{origin, select, listing {from the listing} sheet {from the listing sheet} seller {from your product record} lastUsed {as last packed} order {from the order} other {from your pattern}}',
  'fulfilment.pack.title': 'Pack {count, plural, one {# shipment} other {# shipments}}',
  'fulfilment.pack.review': 'Pack {count, plural, one {# shipment} other {# shipments}}…',
  'fulfilment.pack.cellFor': '{label} for shipment {shipment}',
  'fulfilment.pack.shipment': 'Shipment {shipment}',
  'fulfilment.pack.invoiceNumber': 'Invoice number',
  'fulfilment.pack.invoiceDate': 'Invoice date',
  'fulfilment.pack.amount': 'Amount ₹',
  'fulfilment.pack.gst': 'GST %',
  'fulfilment.pack.withSku': '{label} ({sku})',
  'fulfilment.pack.item': '{sku} × {quantity}: {title}',
  'fulfilment.pack.hsn': ', HSN {hsn}',
  'fulfilment.pack.serials': 'Serial numbers',
  'fulfilment.pack.serialsFor': 'Serial numbers for {sku} in shipment {shipment}',
  'fulfilment.pack.serialUnit': 'Serial {unit} of {count}',
  'fulfilment.pack.measure':
    '{measure, select, length {Length cm} breadth {Breadth cm} height {Height cm} other {Weight kg}}',
  'fulfilment.pack.skipped': 'Not in this form',
  'fulfilment.pack.line': '{shipment}: {sentence}',
  'fulfilment.pack.close': 'Close',
  'fulfilment.pack.confirmLabel': 'Confirm packing',
  'fulfilment.pack.question':
    'Pack {count, plural, one {# shipment} other {# shipments}} at the marketplace? Packing cannot be undone: the marketplace prints their labels and invoices with these values.',
  'fulfilment.form.back': 'Back to the form',
  'fulfilment.form.cells':
    '{count, plural, one {# cell needs} other {# cells need}} a change before packing; each says why.',
  'fulfilment.confirm.back': 'Back',
  'fulfilment.bar.selection': 'Selection',
  'fulfilment.bar.tick': 'Tick shipments to act on them.',
  'fulfilment.bar.clear': 'Clear',
  'fulfilment.bar.clearLabel': 'Clear the selection (Escape)',
  'fulfilment.bar.packing': 'Shipments are being packed: pack more once that ends.',
  'fulfilment.bar.reading': 'Reading them…',
  'fulfilment.bar.noneSelected': 'none selected',
  'fulfilment.bar.pack': 'Pack… ({covers})',
  'fulfilment.bar.labels': 'Labels and invoices ({covers})',
  'fulfilment.bar.printLabels': 'Print labels and invoices ({covers})',
  'fulfilment.bar.ready': 'Ready to dispatch ({covers})',
  'fulfilment.bar.manifests': "Today's manifests",
  'fulfilment.bar.manifestsFor': "Today's manifests for {location}",
  'fulfilment.bar.printManifests': "Print today's manifests",
  'fulfilment.bar.printManifestsFor': "Print today's manifests for {location}",
  'fulfilment.result.noAnswer': 'No answer yet.',
  'fulfilment.result.download': 'Download labels and invoices ({count, number})',
  'fulfilment.result.print': 'Print labels and invoices ({count, number})',
  'fulfilment.result.ready': 'Ready to dispatch ({count, number} packed)',
  'fulfilment.result.dismiss': 'Dismiss',
  'fulfilment.pdf.save': 'Save as PDF',
  'fulfilment.print.printed': 'Sent to the printer.',
  'fulfilment.print.saved': 'Saved to {path}.',
  'fulfilment.print.opened': 'Opened in your PDF viewer: print it from there.',
  'fulfilment.manifests.none': 'No shipment is ready to dispatch, so there is no manifest yet.',
  'fulfilment.ready.confirmLabel': 'Confirm ready to dispatch',
  'fulfilment.ready.question':
    'Mark {count, plural, one {# shipment} other {# shipments}} ready to dispatch? This cannot be undone.',
  'fulfilment.ready.confirm': 'Mark {count, plural, one {# shipment} other {# shipments}} ready to dispatch',
  'fulfilment.reprint.label': 'Reprint labels and invoice',
  'fulfilment.reprint.print': 'Print labels and invoice again',
  'fulfilment.cancel.reason':
    '{reason, select, out_of_stock {Out of stock} cannot_ship_to_address {Cannot ship to this address} pricing_error {Wrong price} other {Other}}',
  'fulfilment.cancel.reasonLabel': 'Reason to cancel',
  'fulfilment.cancel.choose': 'Choose a reason',
  'fulfilment.cancel.itemsLegend': 'Order items to cancel (none ticked: the whole shipment)',
  'fulfilment.cancel.items': 'Cancel {count, plural, one {# order item} other {# order items}}…',
  'fulfilment.cancel.itemsConfirm': 'Cancel {count, plural, one {# order item} other {# order items}}',
  'fulfilment.cancel.shipment': 'Cancel this shipment…',
  'fulfilment.cancel.shipmentConfirm': 'Cancel the shipment',
  'fulfilment.cancel.confirmLabel': 'Confirm cancelling',
  'fulfilment.cancel.questionItems':
    'Cancel {count, plural, one {order item {ids}} other {order items {ids}}} of shipment {shipment} ({reason})? The buyer is told; this cannot be undone.',
  'fulfilment.cancel.questionShipment':
    'Cancel shipment {shipment} ({reason})? The buyer is told; this cannot be undone.',
  'fulfilment.cancel.keep': 'Keep it',
  'fulfilment.selfShip.title': 'Ship it yourself',
  'fulfilment.selfShip.confirmLabel':
    '{action, select, dispatch {Confirm: mark dispatched} delivered {Confirm: mark delivered} attempt {Confirm: record a failed delivery attempt} other {Confirm: update the tracking id}}',
  'fulfilment.selfShip.courier': 'Courier',
  'fulfilment.selfShip.courierExample': 'Blue Dart',
  'fulfilment.selfShip.tracking': 'Tracking id',
  'fulfilment.selfShip.newTracking': 'New tracking id',
  'fulfilment.selfShip.expected': 'Expected delivery',
  'fulfilment.selfShip.dispatch': 'Mark dispatched',
  'fulfilment.selfShip.dispatchButton': 'Mark dispatched…',
  'fulfilment.selfShip.dispatchQuestion':
    'Mark shipment {shipment} dispatched with {courier}, tracking id {tracking}? The buyer is told; this cannot be undone.',
  'fulfilment.selfShip.invoiceHint':
    'Leave it empty when Stockroom packed this shipment: it sends the invoice it packed it with.',
  'fulfilment.selfShip.delivered': 'Mark delivered',
  'fulfilment.selfShip.deliveredButton': 'Mark delivered…',
  'fulfilment.selfShip.deliveredQuestion':
    'Mark shipment {shipment} delivered on {day}? This cannot be undone.',
  'fulfilment.selfShip.deliveredOn': 'Delivered on',
  'fulfilment.selfShip.attempt': 'Record a failed delivery attempt',
  'fulfilment.selfShip.attemptButton': 'Record a failed attempt…',
  'fulfilment.selfShip.attemptQuestion':
    'Record that your courier could not deliver shipment {shipment} on {day}? This cannot be undone.',
  'fulfilment.selfShip.attemptConfirm': 'Record the failed attempt',
  'fulfilment.selfShip.attemptedOn': 'Attempted on',
  'fulfilment.selfShip.trackingUpdate': 'Update the tracking id',
  'fulfilment.selfShip.trackingButton': 'Update the tracking id…',
  'fulfilment.selfShip.trackingQuestion':
    'Give shipment {shipment} the tracking id {tracking} of {courier}? The buyer sees the new one.',
} as const;
