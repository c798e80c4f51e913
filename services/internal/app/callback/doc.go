// Package callback is the callback-dispatcher sidecar: it delivers the rows that
// request-level transitions write into callback_outbox (in the same transaction as the
// transition), as signed HTTP POSTs to the movement's callback_url, and keeps the dead
// letters operators list and retry.
//
// # Delivery
//
// Each row is delivered in its own transaction:
//
//	BEGIN
//	CallbackClaimDue (LIMIT 1, FOR UPDATE SKIP LOCKED)   ── row lock taken
//	POST to the URL, bounded by Config.Timeout            ── row lock held
//	CallbackMarkDelivered | CallbackMarkFailed            ── outcome written
//	COMMIT                                                ── row lock released
//
// Config.Concurrency such transactions run at once, so a slow or dead receiver holds
// one slot (and one connection) for at most Timeout while the others go on with other
// rows; replicas skip the rows another one holds. A process that dies mid-delivery
// takes its transaction with it: the row is still PENDING with its attempt count
// unchanged, and the next claimer delivers it again. Delivery is therefore at least
// once: a receiver may see an event twice (and, after retries, out of order), always
// with the same event ID, which it must deduplicate on.
//
// A 2xx answer delivers the row. Anything else (another status, a timeout, a refused
// destination) is a failed attempt: the row is due again after an exponential backoff
// with jitter — or after the receiver's Retry-After when that is longer — and after
// Config.MaxTries deliveries it becomes DEAD, a dead letter an operator can list
// (ListDead) and send back to PENDING (RetryDead). Redirects are not followed.
//
// # Request
//
// The body is JSON (Event) and is the same bytes on every attempt of a row:
//
//	{"id":"<event ID: the row's UUIDv7>","type":"movement.completed",
//	 "movement_id":"<UUID>","state":"COMPLETED","occurred_at":"2025-01-02T03:04:05.123456Z"}
//
// with the headers
//
//	Content-Type: application/json
//	QTG-Event-ID: <id>            QTG-Event-Type: <type>
//	QTG-Delivery-Attempt: <n>     QTG-Timestamp: <unix seconds>
//	QTG-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>]
//
// # Signature
//
// Each v1 is the lowercase hex HMAC-SHA256, keyed with one of the deployment's secrets,
// of the timestamp, a full stop and the raw body: HMAC(secret, "<t>.<body>"). There is
// one v1 per active secret (at most two), newest secret first, so a secret can be
// rotated without downtime: deploy [new, old], move receivers to new, deploy [new]. A
// receiver verifies (VerifySignature does exactly this):
//
//  1. parse t and every v1 from QTG-Signature;
//  2. reject when |now − t| exceeds its tolerance (5 minutes suggested), which bounds
//     replays;
//  3. compute HMAC-SHA256(its secret, t + "." + raw body) and accept when it equals
//     any v1, compared in constant time;
//  4. deduplicate on the event ID.
//
// # Destinations
//
// Only http and https URLs are delivered. Unless Config.AllowPrivate, a destination
// address that is loopback, private, link-local, multicast, unspecified or otherwise
// special-purpose (IPv4-mapped IPv6 forms included) is refused. The check runs in the
// dialer's Control hook, on the address actually being connected to after DNS
// resolution, so a name that resolves to an internal address — or re-resolves to one
// after an earlier check (DNS rebinding) — cannot get through; proxies from the
// environment are not used, since they would dial on our behalf.
package callback
