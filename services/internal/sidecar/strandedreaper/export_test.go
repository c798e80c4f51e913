package strandedreaper

import "github.com/google/uuid"

// SetBeforeWrite makes r call f after it read a node's delivery state under the node's
// lock and before it writes the outcome, so a test can change the world in between.
func SetBeforeWrite(r *Reaper, f func(nodeID uuid.UUID)) { r.beforeWrite = f }
