package charttest

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"sigs.k8s.io/yaml"
)

// ServiceMonitorAPIVersion is the Prometheus Operator API of the optional ServiceMonitor.
const ServiceMonitorAPIVersion = "monitoring.coreos.com/v1"

// Object is one rendered manifest decoded into its API type.
type Object struct {
	// Source is the template that rendered the manifest, e.g. "qtg/templates/hpa.yaml".
	Source string
	// APIVersion and Kind identify the type; Name is metadata.name.
	APIVersion, Kind, Name string
	// Value is a pointer to the typed object (*appsv1.Deployment, …), or an
	// *unstructured.Unstructured for the ServiceMonitor.
	Value any
	// YAML is the manifest as rendered.
	YAML string
}

// newTyped maps every apiVersion and kind the chart may render to its Go type. A kind
// missing here fails decoding, so adding a template means adding its type.
var newTyped = map[string]func() any{
	"v1/ConfigMap":                               func() any { return &corev1.ConfigMap{} },
	"v1/Pod":                                     func() any { return &corev1.Pod{} },
	"v1/Service":                                 func() any { return &corev1.Service{} },
	"v1/ServiceAccount":                          func() any { return &corev1.ServiceAccount{} },
	"apps/v1/Deployment":                         func() any { return &appsv1.Deployment{} },
	"batch/v1/Job":                               func() any { return &batchv1.Job{} },
	"autoscaling/v2/HorizontalPodAutoscaler":     func() any { return &autoscalingv2.HorizontalPodAutoscaler{} },
	"policy/v1/PodDisruptionBudget":              func() any { return &policyv1.PodDisruptionBudget{} },
	"networking.k8s.io/v1/NetworkPolicy":         func() any { return &networkingv1.NetworkPolicy{} },
	ServiceMonitorAPIVersion + "/ServiceMonitor": func() any { return &unstructured.Unstructured{} },
	ServiceMonitorAPIVersion + "/PrometheusRule": func() any { return &PrometheusRule{} },
	KEDAAPIVersion + "/ScaledObject":             func() any { return &ScaledObject{} },
}

// Decode decodes one manifest into its API type. Unknown fields, duplicate keys and wrong
// types are errors, as are kinds the chart is not expected to render.
func Decode(source, manifest string) (Object, error) {
	var head struct {
		APIVersion string `json:"apiVersion"`
		Kind       string `json:"kind"`
		Metadata   struct {
			Name string `json:"name"`
		} `json:"metadata"`
	}
	if err := yaml.Unmarshal([]byte(manifest), &head); err != nil {
		return Object{}, fmt.Errorf("%s: not YAML: %w", source, err)
	}
	obj := Object{Source: source, APIVersion: head.APIVersion, Kind: head.Kind, Name: head.Metadata.Name, YAML: manifest}
	newValue, ok := newTyped[head.APIVersion+"/"+head.Kind]
	if !ok {
		return obj, fmt.Errorf("%s: unexpected kind %s/%s", source, head.APIVersion, head.Kind)
	}
	obj.Value = newValue()
	if u, ok := obj.Value.(*unstructured.Unstructured); ok {
		if err := yaml.Unmarshal([]byte(manifest), &u.Object); err != nil {
			return obj, fmt.Errorf("%s: %s %s: %w", source, head.Kind, head.Metadata.Name, err)
		}
		if err := checkServiceMonitor(u.Object); err != nil {
			return obj, fmt.Errorf("%s: ServiceMonitor %s: %w", source, head.Metadata.Name, err)
		}
		return obj, nil
	}
	if err := yaml.UnmarshalStrict([]byte(manifest), obj.Value); err != nil {
		return obj, fmt.Errorf("%s: %s %s: %w", source, head.Kind, head.Metadata.Name, err)
	}
	return obj, nil
}

// fields describes the object fields a manifest may use: a nil value accepts any value
// (its inner structure is not checked), a fields value a nested object, a listOf value a
// list of objects.
type fields map[string]any

// listOf is a list whose items are objects with the given fields.
type listOf struct{ item fields }

// serviceMonitorFields is the subset of the ServiceMonitor API (monitoring.coreos.com/v1)
// this chart may render. Every name here is a real field of that CRD; anything else is a
// typo the Prometheus Operator would reject or, worse, silently ignore.
var serviceMonitorFields = fields{
	"apiVersion": nil,
	"kind":       nil,
	"metadata": fields{
		"name": nil, "namespace": nil, "labels": nil, "annotations": nil,
	},
	"spec": fields{
		"jobLabel":          nil,
		"targetLabels":      nil,
		"podTargetLabels":   nil,
		"namespaceSelector": fields{"matchNames": nil, "any": nil},
		"selector":          fields{"matchLabels": nil, "matchExpressions": nil},
		"endpoints": listOf{fields{
			"port": nil, "path": nil, "scheme": nil, "interval": nil, "scrapeTimeout": nil, "honorLabels": nil,
		}},
	},
}

// checkServiceMonitor checks a decoded ServiceMonitor against serviceMonitorFields and the
// fields the Prometheus Operator requires.
func checkServiceMonitor(obj map[string]any) error {
	errs := checkFields("", obj, serviceMonitorFields)
	spec, _ := obj["spec"].(map[string]any)
	if _, ok := spec["selector"].(map[string]any); !ok {
		errs = append(errs, errors.New("spec.selector is required"))
	}
	endpoints, _ := spec["endpoints"].([]any)
	if len(endpoints) == 0 {
		errs = append(errs, errors.New("spec.endpoints is empty"))
	}
	for i, e := range endpoints {
		if ep, _ := e.(map[string]any); ep["port"] == nil {
			errs = append(errs, fmt.Errorf("spec.endpoints[%d].port is required", i))
		}
	}
	return errors.Join(errs...)
}

// checkFields reports every field of v that allowed does not list.
func checkFields(path string, v any, allowed any) []error {
	switch want := allowed.(type) {
	case nil:
		return nil
	case fields:
		m, ok := v.(map[string]any)
		if !ok {
			return []error{fmt.Errorf("%s: expected an object, got %T", cmpPath(path), v)}
		}
		var errs []error
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			sub, known := want[k]
			if !known {
				errs = append(errs, fmt.Errorf("%s: unknown field %q", cmpPath(path), k))
				continue
			}
			errs = append(errs, checkFields(strings.TrimPrefix(path+"."+k, "."), m[k], sub)...)
		}
		return errs
	case listOf:
		items, ok := v.([]any)
		if !ok {
			return []error{fmt.Errorf("%s: expected a list, got %T", path, v)}
		}
		var errs []error
		for i, item := range items {
			errs = append(errs, checkFields(fmt.Sprintf("%s[%d]", path, i), item, want.item)...)
		}
		return errs
	default:
		return []error{fmt.Errorf("%s: bad field description %T", path, allowed)}
	}
}

// cmpPath names the document root in messages.
func cmpPath(path string) string {
	if path == "" {
		return "(root)"
	}
	return path
}
