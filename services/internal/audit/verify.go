package audit

import (
	"bytes"
	"context"
	"fmt"

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

// Verify walks this network's audit_log in seq order and reports the first row that
// does not fit the chain (see the package doc). A broken chain is a Report with OK
// false, not an error; the error is for failing to read. Rows appended while it runs
// are checked too when it reaches them. c may be a pool's: pages are read by seq, and
// the log only grows at its end.
func Verify(ctx context.Context, c db.Conn) (Report, error) {
	rep := Report{OK: true}
	prev := genesis()
	want := int64(1)
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
			h, err := Hash(prev, Entry{
				Version: int(r.HashVersion), OutboxID: r.OutboxID, Seq: r.Seq, OccurredAt: r.OccurredAt, Actor: r.Actor, EntityType: r.EntityType, EntityID: r.EntityID,
				Action: r.Action, Detail: r.Detail, TraceID: r.TraceID,
			})
			if err != nil {
				return broken(ProblemContent, "cannot encode the row: %v", err)
			}
			if !bytes.Equal(h, r.Hash) {
				return broken(ProblemContent, "stored hash %x, content hashes to %x", r.Hash, h)
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
