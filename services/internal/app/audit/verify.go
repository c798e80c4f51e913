package audit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/qtgdev/qtg/db"
)

// Problem names how the chain is broken at Report.BrokenSeq.
type Problem string

// The ways a chain can break, in the order Verify checks each row.
const (
	// ProblemGap: the row with BrokenSeq is missing (deleted), or the chain does not
	// start at 1.
	ProblemGap Problem = "gap"
	// ProblemLink: the row's prev_hash is not its predecessor's hash: a row was deleted,
	// inserted, moved or renumbered before it.
	ProblemLink Problem = "link"
	// ProblemContent: the row's hash does not match its content: the row was edited.
	ProblemContent Problem = "content"
	// ProblemCheckpoint: the row the last full walk checkpointed is gone, or no longer
	// has the hash recorded then: the chain was truncated or rewritten since.
	ProblemCheckpoint Problem = "checkpoint"
)

// Report is what Verify found.
type Report struct {
	// Rows is how many rows were checked (up to and including the broken one).
	Rows int64
	// HeadSeq and HeadHash are the last intact row's seq and hash (0 and nil for an
	// empty log); publish them to detect later truncation or a rewritten tail.
	HeadSeq  int64
	HeadHash []byte
	// LegacyRows counts rows at hash_version 1, whose hash does not cover outbox_id
	// (promoted before migration 00010 or by an older promoter).
	LegacyRows int64
	// FromSeq is the checkpoint an incremental verification started from: the rows up
	// to it were checked by the promoter's last full walk (at CheckpointAt), this one
	// re-checked only that row's hash and walked the rows after it. 0 for a full walk.
	FromSeq      int64
	CheckpointAt time.Time
	// OK is true when every row fits the chain.
	OK bool
	// BrokenSeq is the first seq at which the chain breaks (when !OK).
	BrokenSeq int64
	// Problem and Detail say how.
	Problem Problem
	Detail  string
}

// verifyPage is how many rows Verify reads per query.
const verifyPage = 1000

// Verify walks this network's whole audit_log in seq order, from genesis, and reports
// the first row that does not fit the chain (see the package doc). A broken chain is a
// Report with OK false, not an error; the error is for failing to read. Rows appended
// while it runs are checked too when it reaches them. c may be a pool's: pages are
// read by seq, and the log only grows at its end. It also checks the row the
// checkpoint names (VerifyIncremental's starting point) still has the recorded hash.
func Verify(ctx context.Context, c db.Conn) (Report, error) {
	cp, err := c.Audit().Checkpoint(ctx)
	if err != nil {
		return Report{}, fmt.Errorf("verify audit log: %w", err)
	}
	rep, err := walk(ctx, c, 0, genesis(), cp)
	if err != nil || !rep.OK {
		return rep, err
	}
	if cp.Seq > rep.HeadSeq {
		rep.OK, rep.BrokenSeq, rep.Problem = false, cp.Seq, ProblemCheckpoint
		rep.Detail = fmt.Sprintf("the chain ends at seq %d, but seq %d was checkpointed at %s: the tail was truncated",
			rep.HeadSeq, cp.Seq, cp.VerifiedAt.UTC().Format(time.RFC3339))
	}
	return rep, nil
}

// VerifyIncremental checks the chain from the promoter's checkpoint on: that the
// checkpointed row is still there with the recorded hash (and its content still
// hashes to it), then walks only the rows after it. Its cost follows what was appended
// since the last full walk. An edit in place of a row before the checkpoint is not
// seen here: the promoter's periodic full walk (MG_AUDIT_VERIFY_INTERVAL) and Verify
// catch it.
func VerifyIncremental(ctx context.Context, c db.Conn) (Report, error) {
	cp, err := c.Audit().Checkpoint(ctx)
	if err != nil {
		return Report{}, fmt.Errorf("verify audit log: %w", err)
	}
	if cp.Seq == 0 {
		return walk(ctx, c, 0, genesis(), cp)
	}
	rep := Report{FromSeq: cp.Seq, CheckpointAt: cp.VerifiedAt}
	broken := func(detail string, args ...any) (Report, error) {
		rep.OK, rep.BrokenSeq, rep.Problem, rep.Detail = false, cp.Seq, ProblemCheckpoint, fmt.Sprintf(detail, args...)
		return rep, nil
	}
	r, err := c.Audit().At(ctx, cp.Seq)
	switch {
	case errors.Is(err, db.ErrNotFound):
		return broken("seq %d, checkpointed at %s, is gone: the tail was truncated", cp.Seq, cp.VerifiedAt.UTC().Format(time.RFC3339))
	case err != nil:
		return rep, fmt.Errorf("verify audit log: %w", err)
	}
	rep.Rows = 1
	if !bytes.Equal(r.Hash, cp.Hash) {
		return broken("seq %d has hash %x, checkpointed as %x: the chain was rewritten", cp.Seq, r.Hash, cp.Hash)
	}
	h, err := hashRow(r.PrevHash, r)
	if err != nil || !bytes.Equal(h, r.Hash) {
		return broken("seq %d no longer hashes to its checkpointed hash %x: the row was edited", cp.Seq, cp.Hash)
	}
	rest, err := walk(ctx, c, cp.Seq, cp.Hash, cp)
	rest.Rows++
	rest.FromSeq, rest.CheckpointAt = rep.FromSeq, rep.CheckpointAt
	if rest.HeadSeq == 0 && rest.OK {
		rest.HeadSeq, rest.HeadHash = cp.Seq, cp.Hash
	}
	return rest, err
}

func hashRow(prev []byte, r *db.AuditLogEntry) ([]byte, error) {
	return Hash(prev, Entry{
		Version: int(r.HashVersion), OutboxID: r.OutboxID, Seq: r.Seq, OccurredAt: r.OccurredAt, Actor: r.Actor, EntityType: r.EntityType, EntityID: r.EntityID,
		Action: r.Action, Detail: r.Detail, TraceID: r.TraceID,
	})
}

// walk checks the rows after afterSeq, whose predecessor's hash is prev, to the end of
// the chain. A row at the checkpoint's seq must carry the checkpoint's hash.
func walk(ctx context.Context, c db.Conn, afterSeq int64, prev []byte, cp db.AuditCheckpoint) (Report, error) {
	rep := Report{OK: true}
	want := afterSeq + 1
	for {
		rows, err := c.Audit().Page(ctx, want-1, verifyPage)
		if err != nil {
			return rep, fmt.Errorf("verify audit log: %w", err)
		}
		for _, r := range rows {
			rep.Rows++
			broken := func(p Problem, detail string, args ...any) (Report, error) {
				rep.OK, rep.BrokenSeq, rep.Problem, rep.Detail = false, want, p, fmt.Sprintf(detail, args...)
				return rep, nil
			}
			if r.Seq != want {
				return broken(ProblemGap, "seq %d is missing: the next row is seq %d", want, r.Seq)
			}
			if !bytes.Equal(r.PrevHash, prev) {
				return broken(ProblemLink, "prev_hash %x is not the hash %x of seq %d", r.PrevHash, prev, want-1)
			}
			if r.HashVersion < HashVersion {
				rep.LegacyRows++
			}
			h, err := hashRow(prev, r)
			if err != nil {
				return broken(ProblemContent, "cannot encode the row: %v", err)
			}
			if !bytes.Equal(h, r.Hash) {
				return broken(ProblemContent, "stored hash %x, content hashes to %x", r.Hash, h)
			}
			if r.Seq == cp.Seq && !bytes.Equal(r.Hash, cp.Hash) {
				return broken(ProblemCheckpoint, "seq %d has hash %x, checkpointed as %x at %s: the chain was rewritten",
					r.Seq, r.Hash, cp.Hash, cp.VerifiedAt.UTC().Format(time.RFC3339))
			}
			rep.HeadSeq, rep.HeadHash = r.Seq, r.Hash
			prev = r.Hash
			want++
		}
		if len(rows) < verifyPage {
			return rep, nil
		}
	}
}
