package charttest

import (
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// KEDAAPIVersion is KEDA's API of the optional ScaledObjects.
const KEDAAPIVersion = "keda.sh/v1alpha1"

// ScaledObject is the subset of KEDA's ScaledObject (keda.sh/v1alpha1, the CRD in
// kedacore/keda apis/keda/v1alpha1/scaledobject_types.go, 2.x) the chart renders, decoded
// strictly: a field KEDA does not have fails the render instead of being ignored.
type ScaledObject struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              ScaledObjectSpec `json:"spec"`
}

// ScaledObjectSpec says what KEDA scales, between which bounds, and on what.
type ScaledObjectSpec struct {
	ScaleTargetRef  ScaleTarget     `json:"scaleTargetRef"`
	PollingInterval *int32          `json:"pollingInterval,omitempty"`
	CooldownPeriod  *int32          `json:"cooldownPeriod,omitempty"`
	MinReplicaCount *int32          `json:"minReplicaCount,omitempty"`
	MaxReplicaCount *int32          `json:"maxReplicaCount,omitempty"`
	Advanced        *ScaledAdvanced `json:"advanced,omitempty"`
	Triggers        []ScaledTrigger `json:"triggers"`
}

// ScaleTarget names the Deployment KEDA scales.
type ScaleTarget struct {
	APIVersion string `json:"apiVersion,omitempty"`
	Kind       string `json:"kind,omitempty"`
	Name       string `json:"name"`
}

// ScaledAdvanced passes the HPA's behavior through to the HPA KEDA creates.
type ScaledAdvanced struct {
	HorizontalPodAutoscalerConfig *struct {
		Behavior *autoscalingv2.HorizontalPodAutoscalerBehavior `json:"behavior,omitempty"`
	} `json:"horizontalPodAutoscalerConfig,omitempty"`
}

// ScaledTrigger is one scaler; its metadata are the scaler's string parameters.
type ScaledTrigger struct {
	Type     string            `json:"type"`
	Metadata map[string]string `json:"metadata"`
}
