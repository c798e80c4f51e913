package engine_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"github.com/qtgdev/qtg/db"
	"github.com/qtgdev/qtg/services/internal/executor"
	"github.com/qtgdev/qtg/services/internal/testing/testfix"
)

// drafted is phased with a Prepare that writes the intent its node's config spells
// out, so a test can choose which of the intent's nullable columns are set.
type drafted struct{ phased }

func (drafted) Key() string { return "drafted" }

func (drafted) Prepare(_ context.Context, _ db.Conn, n executor.Node) (executor.IntentDraft, error) {
	var d struct {
		Nonce      *int64 `json:"nonce"`
		SignedTx   []byte `json:"signed_tx"`
		TxHash     string `json:"tx_hash"`
		ExternalID string `json:"external_id"`
	}
	if err := json.Unmarshal(n.Config, &d); err != nil {
		return executor.IntentDraft{}, executor.Permanent(err)
	}
	return executor.IntentDraft{Lane: "drafted", Nonce: d.Nonce, Payload: json.RawMessage(`{"k":1}`),
		SignedTx: d.SignedTx, TxHash: d.TxHash, ExternalID: d.ExternalID}, nil
}

// The claim transaction writes each intent, its audit row and the movement's start
// in one statement (DispatchStart), whose arrays carry NULL as a sentinel: an unset
// nonce, signed tx, tx hash or external ID must be stored as NULL, a set one as is,
// nonce 0 included.
func TestDispatchWritesIntentsAsPrepared(t *testing.T) {
	t.Parallel()
	b := setup(t, testfix.Executors(func(*pgxpool.Pool) []executor.Executor { return []executor.Executor{drafted{}} }))
	ctx := context.Background()
	for _, tc := range []struct {
		name, config                             string
		nonce                                    *int64
		signedTx                                 []byte
		txHash, externalID                       *string
		auditNonce, auditTxHash, auditExternalID any
	}{
		{name: "nothing set", config: `{}`},
		{name: "nonce zero", config: `{"nonce":0}`, nonce: ptr(int64(0)), auditNonce: float64(0)},
		{
			name:   "everything set",
			config: `{"nonce":7,"signed_tx":"AQI=","tx_hash":"0xab","external_id":"ext-1"}`,
			nonce:  ptr(int64(7)), signedTx: []byte{1, 2}, txHash: ptr("0xab"), externalID: ptr("ext-1"),
			auditNonce: float64(7), auditTxHash: "0xab", auditExternalID: "ext-1",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := b.start(t, b.template(t, `{"nodes":[{"key":"d","executor":"drafted","config":`+tc.config+`}]}`))
			claimed, err := b.dispatcher.Batch(ctx)
			require.NoError(t, err)
			require.Equal(t, 1, claimed)

			var nonce *int64
			var signedTx []byte
			var txHash, externalID *string
			var payload, detail []byte
			require.NoError(t, b.Pool.QueryRow(ctx, `
				SELECT i.nonce, i.signed_tx, i.tx_hash, i.external_id, i.payload, a.detail
				FROM node_intents i
				JOIN movement_nodes n ON n.id = i.node_id
				JOIN audit_outbox_events a ON a.entity_id = n.id::text AND a.action = 'INTENT'
				WHERE n.movement_id = $1`, id).Scan(&nonce, &signedTx, &txHash, &externalID, &payload, &detail))
			require.Equal(t, tc.nonce, nonce)
			require.Equal(t, tc.signedTx, signedTx)
			require.Equal(t, tc.txHash, txHash)
			require.Equal(t, tc.externalID, externalID)
			require.JSONEq(t, `{"k":1}`, string(payload))
			var audit map[string]any
			require.NoError(t, json.Unmarshal(detail, &audit))
			require.Equal(t, tc.auditNonce, audit["nonce"])
			require.Equal(t, tc.auditTxHash, audit["tx_hash"])
			require.Equal(t, tc.auditExternalID, audit["external_id"])

			require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM movements WHERE id = $1 AND movement_state = 'EXECUTING'`, id))
			require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events WHERE entity_id = $1::text AND action = 'APPROVED->EXECUTING'`, id))
		})
	}
}

func ptr[T any](v T) *T { return &v }

// reporting is drafted with a Submit that reports the external ID its node's config
// names as submit_external_id, as an exchange reports a withdrawal's ID.
type reporting struct{ drafted }

func (reporting) Key() string { return "reporting" }

func (reporting) Submit(_ context.Context, n executor.Node, _ executor.Intent) (executor.SubmitResult, error) {
	var c struct {
		SubmitExternalID string `json:"submit_external_id"`
	}
	if err := json.Unmarshal(n.Config, &c); err != nil {
		return executor.SubmitResult{}, executor.Permanent(err)
	}
	return executor.SubmitResult{ExternalID: c.SubmitExternalID}, nil
}

// Recording SUBMITTED rewrites the intent only to store an external ID that Submit
// learned: the node's state says the side effect was sent, so an intent with nothing
// new stays as the claim wrote it (docs/design.md §3, "Intents"), still open.
func TestSubmitRewritesTheIntentOnlyForANewExternalID(t *testing.T) {
	t.Parallel()
	b := setup(t, testfix.Executors(func(*pgxpool.Pool) []executor.Executor { return []executor.Executor{reporting{}} }))
	ctx := context.Background()
	for _, tc := range []struct {
		name, config string
		externalID   *string
		rewritten    bool
	}{
		{name: "nothing reported", config: `{}`},
		{name: "the prepared ID reported again", config: `{"external_id":"ext-1","submit_external_id":"ext-1"}`, externalID: ptr("ext-1")},
		{name: "a new ID reported", config: `{"submit_external_id":"wd-9"}`, externalID: ptr("wd-9"), rewritten: true},
		{name: "a different ID reported", config: `{"external_id":"ext-1","submit_external_id":"wd-9"}`, externalID: ptr("wd-9"), rewritten: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := b.start(t, b.template(t, `{"nodes":[{"key":"r","executor":"reporting","config":`+tc.config+`}]}`))
			claimed, err := b.dispatcher.Batch(ctx)
			require.NoError(t, err)
			require.Equal(t, 1, claimed)

			var nodeState, intentState string
			var externalID *string
			var rewritten bool
			// The claim's transaction wrote the intent and started the movement: an
			// intent not written since keeps that transaction's time.
			require.NoError(t, b.Pool.QueryRow(ctx, `
				SELECT n.node_state, i.intent_state, i.external_id, i.updated_at <> m.started_at
				FROM node_intents i
				JOIN movement_nodes n ON n.id = i.node_id AND n.attempt = i.attempt
				JOIN movements m ON m.id = n.movement_id
				WHERE n.movement_id = $1`, id).Scan(&nodeState, &intentState, &externalID, &rewritten))
			require.Equal(t, "SUBMITTED", nodeState)
			require.Equal(t, "PREPARED", intentState)
			require.Equal(t, tc.externalID, externalID)
			require.Equal(t, tc.rewritten, rewritten)
			require.Equal(t, 1, b.Count(t, `SELECT count(*)::int FROM audit_outbox_events a JOIN movement_nodes n ON a.entity_id = n.id::text
				WHERE n.movement_id = $1 AND a.action = 'SUBMITTING->SUBMITTED'`, id))
		})
	}
}
