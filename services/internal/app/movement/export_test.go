package movement

// SplitGroupsForTest is how many groups of approvals failed as one statement and went
// again one at a time.
func (s *Service) SplitGroupsForTest() int64 { return s.splitGroups.Load() }
