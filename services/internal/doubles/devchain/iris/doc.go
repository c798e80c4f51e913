// Package iris is the local double of Circle's CCTP v2 attestation service (Iris):
// an HTTP server on loopback with the Iris v2 paths and JSON that attests burns made
// on devchain's chains, so that QTG's CCTP code speaks the real protocol end to end
// with no network. On every request it reads the burn transaction from the source
// chain over JSON-RPC (ethclient), and its answer follows from the chain, except for
// what it remembers in memory: when it first saw each burn (the delays), each Fast
// message's expirationBlock, and the re-attestations requested. A restart forgets
// those: delays start again, and a Fast message gets a new expirationBlock (a new
// attestation, as a re-attestation would give).
//
//	GET /v2/messages/{sourceDomain}?transactionHash=0x…
//	    404 until the transaction is mined with a MessageSent log of the source chain's
//	    MessageTransmitterV2; then one entry per message in log-index order:
//	    "pending_confirmations" (attestation "PENDING", message "0x") until the
//	    message's finality has passed (Fast or Standard: blocks since the burn block
//	    and time since the double first saw it, configurable), then "complete" with
//	    the message as the
//	    destination receives it (nonce, finalityThresholdExecuted, feeExecuted and,
//	    for a Fast message, expirationBlock filled in) and the attestation: the
//	    attester keys' signatures over keccak256(message) in increasing signer order.
//	    A Fast message's expirationBlock is the destination's head when it was first
//	    attested plus FastExpiryBlocks; from that block on the destination's
//	    TokenMessengerV2 refuses it ("Message expired and must be re-signed").
//	POST /v2/reattest/{nonce}
//	    Circle's re-attestation of a pre-finality message: 200
//	    {"message":"Re-attestation successfully requested for nonce.","nonce":…} and
//	    nothing else; from then on /v2/messages answers for that message
//	    "pending_confirmations" until the burn is Standard-final (Standard blocks, and
//	    the Standard delay counted from the request), then the message attested again
//	    with finalityThresholdExecuted 2000, expirationBlock 0 and the same nonce and
//	    fee. 404 for a nonce the double has not attested, 400 for a message attested
//	    as Standard already.
//	GET /v2/burn/USDC/fees/{sourceDomain}/{destinationDomain}
//	    [{"finalityThreshold":1000,"minimumFee":<fast bps>},{"finalityThreshold":2000,"minimumFee":<standard bps>}]
//
// The nonce is derived from (source domain, transaction hash, log index), so every
// answer for one burn carries the same nonce and (RFC 6979 signatures) the same
// attestation, as Iris's does.
//
// Unreliability on demand, like package rpcfault's proxy: more than RateLimit requests
// in a RateWindow are answered 429; and on the same listener
//
//	POST   <URL>/faults   body: a Faults JSON object ({"down":true}, {"delay_ms":2000}, {"status":503})
//	GET    <URL>/faults   the current faults
//	DELETE <URL>/faults   serve normally again
//
// Development and tests only.
package iris
