package gateway

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// Role is what a principal may do.
type Role string

// Roles (docs/security.md): creators create, approvers approve (never their own), operators
// run templates and operations, viewers read.
const (
	RoleCreator  Role = "creator"
	RoleApprover Role = "approver"
	RoleOperator Role = "operator"
	RoleViewer   Role = "viewer"
)

// Principal is an authenticated caller.
type Principal struct {
	Name  string
	Roles []Role
}

func (p Principal) has(roles []Role) bool {
	for _, r := range roles {
		if slices.Contains(p.Roles, r) {
			return true
		}
	}
	return false
}

// Tokens maps bearer tokens, by their SHA-256, to principals. Only hashes are kept,
// so the file holding them is no secret worth stealing and logs cannot leak a token.
type Tokens struct {
	mu     sync.RWMutex // guards byHash and closed, swapped whole by Reload (tokens_reload.go)
	byHash map[[32]byte]Principal
	// closed: the tokens file has been unreadable or invalid beyond its grace, and
	// every token is refused (tokens_reload.go).
	closed bool

	streamsMu sync.Mutex // guards streams
	streams   map[*liveStream]struct{}
}

// tokensFile is the on-disk format:
//
//	{"principals": [{"name": "alice", "roles": ["creator"], "token_sha256": "<64 hex>"}]}
type tokensFile struct {
	Principals []struct {
		Name        string   `json:"name"`
		Roles       []string `json:"roles"`
		TokenSHA256 string   `json:"token_sha256"`
	} `json:"principals"`
}

// LoadTokens reads a tokens file.
func LoadTokens(path string) (*Tokens, error) {
	if err := checkTokensFileMode(path); err != nil {
		return nil, err
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read tokens file: %w", err)
	}
	return ParseTokens(raw)
}

// ParseTokens parses the tokens file format strictly.
func ParseTokens(raw []byte) (*Tokens, error) {
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	var f tokensFile
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("tokens file: %w", err)
	}
	t := &Tokens{byHash: map[[32]byte]Principal{}}
	for i, p := range f.Principals {
		if p.Name == "" {
			return nil, fmt.Errorf("tokens file: principals[%d]: name is empty", i)
		}
		if err := checkPrincipalName(p.Name); err != nil {
			return nil, fmt.Errorf("tokens file: principals[%d]: %w", i, err)
		}
		h, err := hex.DecodeString(p.TokenSHA256)
		if err != nil || len(h) != sha256.Size {
			return nil, fmt.Errorf("tokens file: principals[%d] (%s): token_sha256 must be 64 hex digits", i, p.Name)
		}
		var roles []Role
		for _, r := range p.Roles {
			switch Role(r) {
			case RoleCreator, RoleApprover, RoleOperator, RoleViewer:
				roles = append(roles, Role(r))
			default:
				return nil, fmt.Errorf("tokens file: principals[%d] (%s): unknown role %q", i, p.Name, r)
			}
		}
		var key [32]byte
		copy(key[:], h)
		if _, dup := t.byHash[key]; dup {
			return nil, fmt.Errorf("tokens file: principals[%d] (%s): token used twice", i, p.Name)
		}
		t.byHash[key] = Principal{Name: p.Name, Roles: roles}
	}
	if len(t.byHash) == 0 {
		return nil, errors.New("tokens file: no principals")
	}
	return t, nil
}

// HashToken is the SHA-256 hex a tokens file stores for token.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func (t *Tokens) lookup(token string) (Principal, bool) {
	sum := sha256.Sum256([]byte(token))
	t.mu.RLock()
	defer t.mu.RUnlock()
	if t.closed {
		return Principal{}, false
	}
	for h, p := range t.byHash {
		// Constant time per entry; the number of entries is not secret.
		if subtle.ConstantTimeCompare(h[:], sum[:]) == 1 {
			return p, true
		}
	}
	return Principal{}, false
}

type principalKey struct{}

// principalFrom returns the caller the auth interceptor put in ctx.
func principalFrom(ctx context.Context) Principal {
	p, _ := ctx.Value(principalKey{}).(Principal)
	return p
}

var (
	anyRole = []Role{RoleViewer, RoleCreator, RoleApprover, RoleOperator}
	// methodRoles lists who may call what. A method missing here is refused: new RPCs
	// are closed until someone decides who may call them.
	methodRoles = map[string][]Role{
		"/qtg.v1.MovementService/CreateMovement":  {RoleCreator},
		"/qtg.v1.MovementService/ApproveMovement": {RoleApprover},
		"/qtg.v1.MovementService/CancelMovement":  {RoleCreator, RoleApprover, RoleOperator},
		"/qtg.v1.MovementService/GetMovement":     anyRole,
		"/qtg.v1.MovementService/ListMovements":   anyRole,
		// A search by a key reaches every creator's movements: the operators' tool.
		"/qtg.v1.MovementService/SearchMovements": {RoleOperator, RoleViewer},
		"/qtg.v1.MovementService/WatchMovement":   anyRole,
		"/qtg.v1.TemplateService/ProposeTemplate": {RoleOperator},
		"/qtg.v1.TemplateService/ApproveTemplate": {RoleOperator},
		"/qtg.v1.TemplateService/RejectTemplate":  {RoleOperator},
		"/qtg.v1.TemplateService/RetireTemplate":  {RoleOperator},
		"/qtg.v1.TemplateService/GetTemplate":     anyRole,
		"/qtg.v1.TemplateService/ListTemplates":   anyRole,
		"/qtg.v1.OpsService/ListWorkers":          {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/ListExecutors":        {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/GetBacklog":           {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/ListDeadCallbacks":    {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/ListCapitalTransfers": {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/RetryCallback":        {RoleOperator},
		"/qtg.v1.OpsService/VerifyAuditLog":       {RoleOperator},
		"/qtg.v1.OpsService/GetAuditHead":         {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/ProposeNodeVerdict":   {RoleOperator},
		"/qtg.v1.OpsService/ApproveNodeVerdict":   {RoleOperator},
		"/qtg.v1.OpsService/RejectNodeVerdict":    {RoleOperator},
		"/qtg.v1.OpsService/ListNodeVerdicts":     {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/ListBalanceDrifts":    {RoleOperator, RoleViewer},
		"/qtg.v1.SessionService/WhoAmI":           anyRole,
		"/qtg.v1.OpsService/ListLanes":            {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/GetLane":              {RoleOperator, RoleViewer},
		"/qtg.v1.OpsService/SetLane":              {RoleOperator},
		"/qtg.v1.OpsService/GetOperatorGate":      anyRole,
		"/qtg.v1.OpsService/StartDrill":           {RoleCreator},
		"/qtg.v1.HoldService/PlaceHold":           {RoleOperator},
		"/qtg.v1.HoldService/ReleaseHold":         {RoleOperator},
		"/qtg.v1.HoldService/ListHolds":           {RoleOperator, RoleViewer},
		"/qtg.v1.HoldService/ListMovementHolds":   anyRole,
		// The address book: operators decide (four eyes on approval), every role reads.
		"/qtg.v1.AddressBookService/ProposeAddress": {RoleOperator},
		"/qtg.v1.AddressBookService/ApproveAddress": {RoleOperator},
		"/qtg.v1.AddressBookService/RejectAddress":  {RoleOperator},
		"/qtg.v1.AddressBookService/RemoveAddress":  {RoleOperator},
		"/qtg.v1.AddressBookService/GetAddress":     anyRole,
		"/qtg.v1.AddressBookService/ListAddresses":  anyRole,
		// The treasury policy: operators propose and decide (four eyes); everyone may
		// read it and try a movement against it (docs/policy.md).
		"/qtg.v1.PolicyService/ProposePolicy":  {RoleOperator},
		"/qtg.v1.PolicyService/ApprovePolicy":  {RoleOperator},
		"/qtg.v1.PolicyService/RejectPolicy":   {RoleOperator},
		"/qtg.v1.PolicyService/GetPolicy":      anyRole,
		"/qtg.v1.PolicyService/ListPolicies":   anyRole,
		"/qtg.v1.PolicyService/EvaluatePolicy": anyRole,
		// A health Watch holds a stream open for ever: only callers with a token
		// (docs/security.md); probes use the public Check.
		"/grpc.health.v1.Health/Watch": anyRole,
		"/grpc.health.v1.Health/List":  anyRole,
	}
	// public methods need no token: the health Check (probes) and reflection.
	publicPrefixes = []string{"/grpc.health.v1.Health/Check", "/grpc.reflection."}
)

// authorize authenticates the call's bearer token and checks the method's roles. It
// returns the token too ("" for a public method).
func (t *Tokens) authorize(ctx context.Context, method string) (context.Context, string, error) {
	for _, p := range publicPrefixes {
		if strings.HasPrefix(method, p) {
			return ctx, "", nil
		}
	}
	md, _ := metadata.FromIncomingContext(ctx)
	values := md.Get("authorization")
	switch {
	case len(values) == 0:
		return nil, "", withReason(status.Error(codes.Unauthenticated, "missing bearer token (metadata authorization: Bearer <token>)"), ReasonTokenMissing)
	case len(values) > 1:
		return nil, "", withReason(status.Errorf(codes.Unauthenticated, "more than one authorization header (%d): send exactly one 'Bearer <token>'", len(values)), ReasonTokenMissing)
	}
	token, ok := bearerToken(values[0])
	if !ok {
		return nil, "", withReason(status.Error(codes.Unauthenticated, "authorization metadata must be 'Bearer <token>'"), ReasonTokenMissing)
	}
	p, ok := t.lookup(token)
	if !ok {
		return nil, "", withReason(status.Error(codes.Unauthenticated, "unknown bearer token"), ReasonTokenUnknown)
	}
	roles, known := methodRoles[method]
	if !known || !p.has(roles) {
		return nil, "", withReason(status.Errorf(codes.PermissionDenied, "%s may not call %s (needs one of %v)", p.Name, method, roles), ReasonRoleMissing)
	}
	return context.WithValue(ctx, principalKey{}, p), token, nil
}

// bearerToken extracts the token from an authorization value. The scheme name is
// case-insensitive (RFC 9110 §11.1), so "bearer x" and "BEARER x" are accepted too.
func bearerToken(value string) (string, bool) {
	scheme, token, ok := strings.Cut(value, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || token == "" {
		return "", false
	}
	return token, true
}

func (t *Tokens) unaryInterceptor(ctx context.Context, req any, info *grpc.UnaryServerInfo, handler grpc.UnaryHandler) (any, error) {
	ctx, token, err := t.authorize(ctx, info.FullMethod)
	if err != nil {
		return nil, err
	}
	if token != "" {
		authenticatedCall(ctx)
	}
	return handler(ctx, req)
}

type authedStream struct {
	grpc.ServerStream
	ctx context.Context
}

func (s authedStream) Context() context.Context { return s.ctx }

// streamInterceptor authenticates a stream and keeps it only while its token does: a
// reload that removes the principal, or its roles for the method, or a tokens file
// that fails closed, ends it with Unauthenticated or PermissionDenied
// (tokens_reload.go).
func (t *Tokens) streamInterceptor(srv any, ss grpc.ServerStream, info *grpc.StreamServerInfo, handler grpc.StreamHandler) error {
	ctx, token, err := t.authorize(ss.Context(), info.FullMethod)
	if err != nil {
		return err
	}
	if token == "" {
		return handler(srv, authedStream{ServerStream: ss, ctx: ctx})
	}
	authenticatedCall(ctx)
	ctx, end := context.WithCancelCause(ctx)
	defer end(nil)
	untrack := t.trackStream(token, info.FullMethod, end)
	defer untrack()
	// A reload between authorize and trackStream is seen here.
	if _, ok := t.lookup(token); !ok {
		return errRevoked
	}
	err = handler(srv, authedStream{ServerStream: ss, ctx: ctx})
	if cause := context.Cause(ctx); cause != nil && ss.Context().Err() == nil && status.Code(cause) != codes.Unknown {
		return cause
	}
	return err
}
