package charttest

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// PrometheusRule is the subset of the Prometheus Operator's PrometheusRule
// (monitoring.coreos.com/v1) the chart renders. It is decoded strictly: a field the CRD
// does not have (a typo the operator would reject or ignore) fails the render.
type PrometheusRule struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              PrometheusRuleSpec `json:"spec"`
}

// PrometheusRuleSpec holds the rule groups, in the layout of a Prometheus rules file.
type PrometheusRuleSpec struct {
	Groups []RuleGroup `json:"groups"`
}

// RuleGroup is a named group of rules evaluated together.
type RuleGroup struct {
	Name     string `json:"name"`
	Interval string `json:"interval,omitempty"`
	Rules    []Rule `json:"rules"`
}

// Rule is an alerting rule (Alert set) or a recording rule (Record set).
type Rule struct {
	Alert       string            `json:"alert,omitempty"`
	Record      string            `json:"record,omitempty"`
	Expr        string            `json:"expr"`
	For         string            `json:"for,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
	Annotations map[string]string `json:"annotations,omitempty"`
}
