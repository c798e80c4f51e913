package gateway

import (
	"context"

	"google.golang.org/protobuf/types/known/timestamppb"

	qtgv1 "github.com/qtgdev/qtg/api/qtg/v1"
)

type opsServer struct {
	qtgv1.UnimplementedOpsServiceServer
	*Server
}

func (s opsServer) ListWorkers(ctx context.Context, _ *qtgv1.ListWorkersRequest) (*qtgv1.ListWorkersResponse, error) {
	rows, err := s.q.HeartbeatListWithStalled(ctx, s.pool)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListWorkersResponse{}
	for _, h := range rows {
		out.Workers = append(out.Workers, &qtgv1.Worker{
			Name: h.WorkerName, InstanceId: h.InstanceID, Tier: h.Tier, Status: h.Status,
			StartedAt: timestamppb.New(h.StartedAt), LastTickAt: timestamppb.New(h.LastTickAt),
			ExpectedIntervalSeconds: h.ExpectedIntervalSeconds, ConsecutiveErrors: h.ConsecutiveErrors,
			LastError: str(h.LastError), Stalled: h.Stalled,
		})
	}
	return out, nil
}

func (s opsServer) ListExecutors(ctx context.Context, _ *qtgv1.ListExecutorsRequest) (*qtgv1.ListExecutorsResponse, error) {
	rows, err := s.q.ExecutorHealthList(ctx, s.pool)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	out := &qtgv1.ListExecutorsResponse{}
	seen := map[string]bool{}
	for _, e := range rows {
		seen[e.ExecutorKey] = true
		out.Executors = append(out.Executors, &qtgv1.Executor{
			Key: e.ExecutorKey, Status: e.Status, LatencyMs: e.LatencyMs, Detail: e.Detail, CheckedAt: timestamppb.New(e.CheckedAt),
		})
	}
	// Executors this gateway knows but nobody has checked yet.
	for _, k := range s.registry.Keys() {
		if !seen[k] {
			out.Executors = append(out.Executors, &qtgv1.Executor{Key: k, Status: "UNCHECKED"})
		}
	}
	return out, nil
}

func (s opsServer) GetBacklog(ctx context.Context, _ *qtgv1.GetBacklogRequest) (*qtgv1.GetBacklogResponse, error) {
	out := &qtgv1.GetBacklogResponse{NodesByState: map[string]int64{}, MovementsByState: map[string]int64{}}
	nodes, err := s.q.BacklogNodes(ctx, s.pool)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	for _, n := range nodes {
		out.NodesByState[n.NodeState] = n.Count
	}
	reqs, err := s.q.BacklogRequests(ctx, s.pool)
	if err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	for _, r := range reqs {
		out.MovementsByState[r.RequestState] = r.Count
	}
	if out.OldestReadyAgeSeconds, err = s.q.OldestClaimableAge(ctx, s.pool); err != nil {
		return nil, toStatus(ctx, s.log, err)
	}
	return out, nil
}
