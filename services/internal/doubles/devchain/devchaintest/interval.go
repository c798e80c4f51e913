package devchaintest

import "time"

// BlockInterval is the empty-block interval of tests' chains. A transaction is mined as
// soon as it arrives, so a test waits on empty blocks only to deepen its own; every
// empty block costs the CPU that the other tests' chains and workers need, several
// times over under the race detector (docs/operations.md, "Local chains").
const BlockInterval = 100 * time.Millisecond
