package cctp

// Iris v2 API (Circle's attestation service) JSON, as served by
// GET /v2/messages/{sourceDomain}?transactionHash=0x… and
// GET /v2/burn/USDC/fees/{sourceDomain}/{destinationDomain}.

// Iris message statuses.
const (
	StatusComplete             = "complete"
	StatusPendingConfirmations = "pending_confirmations"
)

// AttestationPending is the attestation field while a message is pending.
const AttestationPending = "PENDING"

// MessagesResponse is the answer of /v2/messages: the burn transaction's messages in
// log-index order. Iris answers 404 until it has indexed the transaction.
type MessagesResponse struct {
	Messages []IrisMessage `json:"messages"`
}

// IrisMessage is one message, as the local double serves it. Message and Attestation
// are 0x-hex; while pending, Attestation is "PENDING" and Message is not the one to
// receive. Circle's own samples type cctpVersion and the decoded fields differently
// (numbers or strings): a client reads only the fields it uses.
type IrisMessage struct {
	Message        string          `json:"message"`
	EventNonce     string          `json:"eventNonce"`
	Attestation    string          `json:"attestation"`
	DecodedMessage *DecodedMessage `json:"decodedMessage,omitempty"`
	CCTPVersion    int             `json:"cctpVersion"`
	Status         string          `json:"status"`
	DelayReason    string          `json:"delayReason,omitempty"`
}

// DecodedMessage is Iris's decoding of the message; numbers are decimal strings.
type DecodedMessage struct {
	SourceDomain              string           `json:"sourceDomain"`
	DestinationDomain         string           `json:"destinationDomain"`
	Nonce                     string           `json:"nonce"`
	Sender                    string           `json:"sender"`
	Recipient                 string           `json:"recipient"`
	DestinationCaller         string           `json:"destinationCaller"`
	MinFinalityThreshold      string           `json:"minFinalityThreshold"`
	FinalityThresholdExecuted string           `json:"finalityThresholdExecuted"`
	MessageBody               string           `json:"messageBody"`
	DecodedMessageBody        *DecodedBurnBody `json:"decodedMessageBody,omitempty"`
}

// DecodedBurnBody is Iris's decoding of a burn body.
type DecodedBurnBody struct {
	BurnToken       string `json:"burnToken"`
	MintRecipient   string `json:"mintRecipient"`
	Amount          string `json:"amount"`
	MessageSender   string `json:"messageSender"`
	MaxFee          string `json:"maxFee"`
	FeeExecuted     string `json:"feeExecuted"`
	ExpirationBlock string `json:"expirationBlock"`
	HookData        string `json:"hookData"`
}

// Fee is one entry of /v2/burn/USDC/fees (a JSON array of them): the minimum fee in
// basis points of the amount for a finality threshold (1000 fast, 2000 standard).
type Fee struct {
	FinalityThreshold uint32  `json:"finalityThreshold"`
	MinimumFee        float64 `json:"minimumFee"`
}
