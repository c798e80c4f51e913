package bybit

import (
	"errors"
	"fmt"
)

// CreateClass is what an answer to withdraw/create says about the withdrawal it asked
// for. The zero value is CreateAmbiguous: an answer nobody classified may have created
// the withdrawal.
type CreateClass int

// Classes of withdraw/create answers.
const (
	// CreateAmbiguous: the venue may have created the withdrawal (a server timeout or
	// internal error after the request reached it, a lost answer, a retCode not in the
	// table). Only the venue's records, by the request's requestId, can tell.
	CreateAmbiguous CreateClass = iota
	// CreateRefused: the venue states it did nothing, and the same request may succeed
	// later (balance, address book, limits, authentication, clock, rate limit).
	CreateRefused
	// CreatePermanent: the venue states it did nothing, and the same request will never
	// succeed (malformed parameters, an address or amount the chain or coin refuses).
	CreatePermanent
	// CreateExists: the venue refuses the requestId as already used: a create with it
	// ran before. The withdrawal exists; find it, never fail the node on it.
	CreateExists
)

func (c CreateClass) String() string {
	switch c {
	case CreateAmbiguous:
		return "ambiguous"
	case CreateRefused:
		return "refused"
	case CreatePermanent:
		return "permanent"
	case CreateExists:
		return "exists"
	default:
		return fmt.Sprintf("CreateClass(%d)", int(c))
	}
}

// CodeInfo is one row of the retCode table.
type CodeInfo struct {
	Class CreateClass
	// Gateway: the venue answers it before it looks at the request's content (its
	// authentication, clock, rate limit and IP checks), so it says nothing about the
	// requestId either way.
	Gateway bool
	// Doc is the code's description in Bybit's documentation (its typos corrected).
	Doc string
}

// createCodes classifies the retCodes withdraw/create can answer, from Bybit's v5
// documentation:
//
//   - "Error Codes", https://bybit-exchange.github.io/docs/v5/error (sections "UTA" for
//     the general 10xxx codes and "Asset" for the 131xxx codes; source
//     bybit-exchange/docs, docs/v5/error.mdx);
//   - "Withdraw", https://bybit-exchange.github.io/docs/v5/asset/withdraw/withdraw
//     (POST /v5/asset/withdraw/create: requestId is "Customised ID, globally unique, it
//     is used for idempotent verification"; the page does not say what a repeat answers);
//   - "Integration Guidance", https://bybit-exchange.github.io/docs/v5/guide (the
//     timestamp and recv_window rule: a request is valid only while
//     server_time - recv_window <= timestamp < server_time + 1000).
//
// The documentation states what each code means, not in which order the venue checks
// them; the classes below only rely on a refusal meaning "this request created
// nothing". Codes of Bybit's other products (trade, transfer, loans) that the page lists
// are not here: withdraw/create answering one is unexpected, hence ambiguous. Every
// code not listed is ambiguous.
var createCodes = map[int]CodeInfo{
	// Answered before the request is looked at: nothing was done.
	10002: {CreateRefused, true, "The request time exceeds the time window range."},
	10003: {CreateRefused, true, "API key is invalid."},
	10004: {CreateRefused, true, "Error sign, please check your signature generation algorithm."},
	10005: {CreateRefused, true, "Permission denied, please check your API key permissions."},
	10006: {CreateRefused, true, "Too many visits. Exceeded the API Rate Limit."},
	10007: {CreateRefused, true, "User authentication failed."},
	10009: {CreateRefused, true, "Service Restricted: Access is currently unavailable for your region."},
	10010: {CreateRefused, true, "Unmatched IP, please check your API key's bound IP addresses."},
	10017: {CreateRefused, true, "Route not found."},
	10018: {CreateRefused, true, "Exceeded the IP Rate Limit."},
	33004: {CreateRefused, true, "Your api key has expired"},
	-2015: {CreateRefused, true, "Your api key has expired"},

	// Refused by the withdrawal's own checks, and may pass later.
	10008:  {CreateRefused, false, "Common banned, please check your account mode"},
	10024:  {CreateRefused, false, "Compliance rules triggered"},
	10027:  {CreateRefused, false, "Transactions are banned."},
	131004: {CreateRefused, false, "KYC needed"},
	131065: {CreateRefused, false, "Your KYC information is incomplete"},
	131066: {CreateRefused, false, "This address does not support withdrawals for the time being."},
	131067: {CreateRefused, false, "Travel rule verification failed"},
	131068: {CreateRefused, false, "Travel rule information is insufficient"},
	131069: {CreateRefused, false, "Unable to withdraw to the receipt"},
	131070: {CreateRefused, false, "The recipient's name is mismatched with the targeted exchange."},
	131071: {CreateRefused, false, "The recipient has not undergone KYC verification."},
	131072: {CreateRefused, false, "Your withdrawal currency is not supported by the target exchange."},
	131073: {CreateRefused, false, "Your withdrawal address has not been included in the target exchange."},
	131074: {CreateRefused, false, "Beneficiary info is required"},
	131078: {CreateRefused, false, "receive user deposit has been banned"},
	131079: {CreateRefused, false, "receive user need kyc"},
	131080: {CreateRefused, false, "User left retry times is zero"},
	131083: {CreateRefused, false, "Withdraw only allowed from address book"},
	131084: {CreateRefused, false, "Withdraw failed because of Uta Upgrading"},
	131085: {CreateRefused, false, "Withdrawal amount is greater than your available balance (the delayed withdrawal is triggered)"},
	131086: {CreateRefused, false, "Withdrawal amount exceeds risk limit"},
	131087: {CreateRefused, false, "your current account spot risk level is too high, withdrawal is prohibited"},
	131088: {CreateRefused, false, "The withdrawal amount exceeds the remaining withdrawal limit of your identity verification level."},
	131089: {CreateRefused, false, "User sensitive operation, withdrawal is prohibited within 24 hours"},
	131090: {CreateRefused, false, "User withdraw has been banned"},
	131091: {CreateRefused, false, "Blocked login status does not allow withdrawals"},
	131092: {CreateRefused, false, "User status is abnormal"},
	131093: {CreateRefused, false, "The withdrawal address is not in the whitelist"},
	131094: {CreateRefused, false, "UserId is not in the whitelist"},
	131095: {CreateRefused, false, "Withdrawal amount exceeds the 24 hour platform limit"},
	131097: {CreateRefused, false, "Withdrawal of this currency has been closed"},
	131098: {CreateRefused, false, "Withdrawal currently is not available from new address"},
	131212: {CreateRefused, false, "Insufficient balance"},
	131226: {CreateRefused, false, "Due to security reasons, we are unable to proceed with the current action."},
	131228: {CreateRefused, false, "your balance is not enough. Please check transfer safe amount"},

	// Refused, and the same request will never pass.
	10001:  {CreatePermanent, false, "Request parameter error"},
	131002: {CreatePermanent, false, "Parameter error / Withdraw address chain or destination tag are not equal"},
	131075: {CreatePermanent, false, "InternalAddressCannotBeYourself"},
	131076: {CreatePermanent, false, "internal transfer not support subaccounts"},
	131077: {CreatePermanent, false, "receive user not exist"},
	131081: {CreatePermanent, false, "Do not input memo/tag,please."},
	131096: {CreatePermanent, false, "Withdraw amount does not satisfy the lower limit or upper limit"},
	131202: {CreatePermanent, false, "Invalid memberId"},
	131203: {CreatePermanent, false, "Request parameter error"},
	131207: {CreatePermanent, false, "Account not exist"},
	131210: {CreatePermanent, false, "Amount accuracy error"},
	131215: {CreatePermanent, false, "Amount error"},

	// The request was a repeat: a create with this requestId ran before.
	CodeDuplicate: {CreateExists, false, "Invalid duplicate request."},
	131082:        {CreateExists, false, "Do not repeat the request"},

	// The venue failed while handling the request: it may have acted on it.
	10000:           {CreateAmbiguous, false, "Server Timeout"},
	CodeServerError: {CreateAmbiguous, false, "Server error. (internal server error; service is restarting)"},
	131001:          {CreateAmbiguous, false, "openapi svc error"},
	131003:          {CreateAmbiguous, false, "Internal error"},
	131099:          {CreateAmbiguous, false, "Hot wallet status can cancel the withdraw"},
	131200:          {CreateAmbiguous, false, "Service error"},
	131201:          {CreateAmbiguous, false, "Internal error"},
	131204:          {CreateAmbiguous, false, "Account info error"},
	131216:          {CreateAmbiguous, false, "Query balance error"},
	131217:          {CreateAmbiguous, false, "Risk check error"},
	131230:          {CreateAmbiguous, false, "The system is busy, please try again later"},
}

// CreateCode returns the table's row for a withdraw/create retCode; a code the table
// does not list is CreateAmbiguous.
func CreateCode(code int) CodeInfo {
	if ci, ok := createCodes[code]; ok {
		return ci
	}
	return CodeInfo{Class: CreateAmbiguous, Doc: "not in Bybit's documented codes for withdrawals"}
}

// CreateAnswer is a classified withdraw/create error.
type CreateAnswer struct {
	CodeInfo
	// API is the venue's retCode and message; nil when no v5 answer came back (a
	// transport error, a 5xx, an unreadable answer: always CreateAmbiguous).
	API *APIError
}

// ClassifyCreate classifies an error of CreateWithdrawal (see createCodes).
func ClassifyCreate(err error) CreateAnswer {
	var ae *APIError
	if !errors.As(err, &ae) {
		return CreateAnswer{CodeInfo: CodeInfo{Class: CreateAmbiguous, Doc: "no answer from the venue"}}
	}
	a := CreateAnswer{CodeInfo: CreateCode(ae.Code), API: ae}
	if errors.Is(err, ErrAmbiguous) && a.Class != CreateAmbiguous {
		// The client could not read the answer as a refusal.
		a.CodeInfo = CodeInfo{Class: CreateAmbiguous, Doc: "answer marked ambiguous by the client"}
	}
	return a
}
