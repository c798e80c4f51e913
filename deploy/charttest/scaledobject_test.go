package charttest

import (
	"testing"

	"github.com/stretchr/testify/require"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
)

// A core worker that scales on backlog gets a KEDA ScaledObject over its own share of
// qtg_backlog_nodes, and no HPA of its own (KEDA creates and owns one); the others keep
// scaling on CPU.
func TestBacklogScalingIsAScaledObjectOverTheWorkersBacklog(t *testing.T) {
	t.Parallel()
	r := render(t, `
keda: {prometheus: {serverAddress: "http://prometheus.monitoring:9090"}}
workers:
  dispatcher: {autoscaling: {enabled: true, minReplicas: 2, maxReplicas: 8, backlog: {nodesPerReplica: 500, activationNodes: 50}}}
  observer: {autoscaling: {enabled: true, minReplicas: 1, maxReplicas: 6, backlog: {nodesPerReplica: 2000},
    behavior: {scaleDown: {stabilizationWindowSeconds: 600}}}}
  recovery: {autoscaling: {enabled: true, minReplicas: 1, maxReplicas: 2, backlog: {nodesPerReplica: 20}}}
  callback-dispatcher: {autoscaling: {enabled: true}, resources: {requests: {cpu: 50m}}}
`, Options{})
	sos := byComponent(Of[*ScaledObject](r))
	require.ElementsMatch(t, []string{"dispatcher", "observer", "recovery"}, keysOf(sos))
	hpas := byComponent(Of[*autoscalingv2.HorizontalPodAutoscaler](r))
	require.ElementsMatch(t, []string{"callback-dispatcher"}, keysOf(hpas), "one autoscaler per Deployment")

	for name, states := range map[string]string{"dispatcher": "READY", "observer": "SUBMITTED|OBSERVING", "recovery": "UNKNOWN|SUBMITTING"} {
		so := sos[name]
		require.Equal(t, "qtg-"+name, so.Spec.ScaleTargetRef.Name)
		require.Len(t, so.Spec.Triggers, 1)
		tr := so.Spec.Triggers[0]
		require.Equal(t, "prometheus", tr.Type)
		require.Equal(t, "http://prometheus.monitoring:9090", tr.Metadata["serverAddress"])
		require.Equal(t, `sum(max by (state) (qtg_backlog_nodes{namespace="qtg",state=~"`+states+`"}))`, tr.Metadata["query"],
			"the max over gateway replicas, which all export the same count, of the states %s drains", name)
		require.Equal(t, "false", tr.Metadata["ignoreNullValues"], "a lost metric is an error, not an empty backlog")
	}
	d := sos["dispatcher"]
	require.EqualValues(t, 2, *d.Spec.MinReplicaCount)
	require.EqualValues(t, 8, *d.Spec.MaxReplicaCount)
	require.Equal(t, "500", d.Spec.Triggers[0].Metadata["threshold"])
	require.Equal(t, "50", d.Spec.Triggers[0].Metadata["activationThreshold"])
	require.EqualValues(t, 600, *sos["observer"].Spec.Advanced.HorizontalPodAutoscalerConfig.Behavior.ScaleDown.StabilizationWindowSeconds)
	require.Nil(t, deployments(t, r)["dispatcher"].Spec.Replicas, "replicas are KEDA's")
}

func TestBacklogScalingRefusesWhatCannotWork(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ values, want string }{
		{`workers: {dispatcher: {autoscaling: {enabled: true, backlog: {nodesPerReplica: 100}}}}`, "keda.prometheus.serverAddress"},
		{`{keda: {prometheus: {serverAddress: "http://p:9090"}}, workers: {dispatcher: {autoscaling: {enabled: false, backlog: {nodesPerReplica: 100}}}}}`, "needs workers.dispatcher.autoscaling.enabled"},
		{`{keda: {prometheus: {serverAddress: "http://p:9090"}}, workers: {callback-dispatcher: {autoscaling: {enabled: true, backlog: {nodesPerReplica: 100}}}}}`, "only dispatcher, observer and recovery"},
	} {
		_, err := Render(chartDir, parseValues(t, c.values), Options{})
		require.ErrorContains(t, err, c.want, c.values)
	}
}
