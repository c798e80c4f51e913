package charttest

import (
	"errors"
	"fmt"
	"slices"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	apivalidation "k8s.io/apimachinery/pkg/api/validation"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	metav1validation "k8s.io/apimachinery/pkg/apis/meta/v1/validation"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Validate checks what decoding cannot and an API server (or the controllers behind it)
// would reject or silently mishandle: object names, labels and annotations; pod specs
// (container and port names, unique env names, mounts of declared volumes, probes on
// declared ports); selectors that select their own pod template; and references between
// objects (a Service's target port, an HPA's Deployment, a PDB's and a NetworkPolicy's pods).
func Validate(r *Rendering) error {
	var errs []error
	add := func(o Object, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s %s: %s", o.Kind, o.Name, fmt.Sprintf(format, args...)))
	}
	pods := map[string]*corev1.PodTemplateSpec{} // "Kind/name" → pod template
	all := append([]Object(nil), r.Objects...)
	for _, h := range append(slices.Clone(r.Hooks), r.Tests...) {
		all = append(all, h.Object)
	}
	for _, o := range all {
		meta, ok := objectMeta(o.Value)
		if !ok {
			continue // the ServiceMonitor: checked while decoding
		}
		nameCheck := validation.IsDNS1123Subdomain
		if o.Kind == "Service" {
			nameCheck = validation.IsDNS1035Label
		}
		for _, msg := range nameCheck(meta.Name) {
			add(o, "name %q: %s", meta.Name, msg)
		}
		for _, e := range metav1validation.ValidateLabels(meta.Labels, field.NewPath("metadata", "labels")) {
			add(o, "%v", e)
		}
		for _, e := range apivalidation.ValidateAnnotations(meta.Annotations, field.NewPath("metadata", "annotations")) {
			add(o, "%v", e)
		}
		switch v := o.Value.(type) {
		case *appsv1.Deployment:
			pods[o.Kind+"/"+o.Name] = &v.Spec.Template
			for _, e := range checkSelector(v.Spec.Selector, v.Spec.Template.Labels) {
				add(o, "%v", e)
			}
			for _, e := range checkPodSpec(&v.Spec.Template.Spec) {
				add(o, "%v", e)
			}
		case *batchv1.Job:
			pods[o.Kind+"/"+o.Name] = &v.Spec.Template
			for _, e := range checkPodSpec(&v.Spec.Template.Spec) {
				add(o, "%v", e)
			}
		case *corev1.Pod:
			pods[o.Kind+"/"+o.Name] = &corev1.PodTemplateSpec{ObjectMeta: v.ObjectMeta, Spec: v.Spec}
			for _, e := range checkPodSpec(&v.Spec) {
				add(o, "%v", e)
			}
		}
	}
	for _, o := range all {
		switch v := o.Value.(type) {
		case *corev1.Service:
			selected := selectPods(pods, labels.SelectorFromSet(v.Spec.Selector))
			if len(v.Spec.Selector) == 0 || len(selected) == 0 {
				add(o, "selects no pod template")
			}
			for _, p := range v.Spec.Ports {
				for _, pod := range selected {
					if !hasPort(pod, p.TargetPort) {
						add(o, "port %s: target port %s is not a container port of the pods it selects", p.Name, p.TargetPort.String())
					}
				}
			}
		case *autoscalingv2.HorizontalPodAutoscaler:
			ref := v.Spec.ScaleTargetRef
			if _, ok := pods[ref.Kind+"/"+ref.Name]; !ok || ref.APIVersion != "apps/v1" {
				add(o, "scales %s %s, which the chart does not render", ref.APIVersion, ref.Kind+"/"+ref.Name)
			}
			if v.Spec.MinReplicas != nil && *v.Spec.MinReplicas > v.Spec.MaxReplicas {
				add(o, "minReplicas %d > maxReplicas %d", *v.Spec.MinReplicas, v.Spec.MaxReplicas)
			}
		case *ScaledObject:
			ref := v.Spec.ScaleTargetRef
			if _, ok := pods[ref.Kind+"/"+ref.Name]; !ok || ref.APIVersion != "apps/v1" {
				add(o, "scales %s %s, which the chart does not render", ref.APIVersion, ref.Kind+"/"+ref.Name)
			}
			if v.Spec.MinReplicaCount != nil && v.Spec.MaxReplicaCount != nil && *v.Spec.MinReplicaCount > *v.Spec.MaxReplicaCount {
				add(o, "minReplicaCount %d > maxReplicaCount %d", *v.Spec.MinReplicaCount, *v.Spec.MaxReplicaCount)
			}
			if len(v.Spec.Triggers) == 0 {
				add(o, "no triggers")
			}
		case *policyv1.PodDisruptionBudget:
			if (v.Spec.MinAvailable == nil) == (v.Spec.MaxUnavailable == nil) {
				add(o, "needs exactly one of minAvailable and maxUnavailable")
			}
			sel, err := metav1.LabelSelectorAsSelector(v.Spec.Selector)
			if err != nil || len(selectPods(pods, sel)) == 0 {
				add(o, "selects no pod template (%v)", err)
			}
		case *networkingv1.NetworkPolicy:
			sel, err := metav1.LabelSelectorAsSelector(&v.Spec.PodSelector)
			selected := selectPods(pods, sel)
			if err != nil || len(selected) == 0 {
				add(o, "selects no pod template (%v)", err)
			}
			for _, rule := range v.Spec.Ingress {
				for _, p := range rule.Ports {
					if p.Port != nil && p.Port.Type == intstr.String && !slices.ContainsFunc(selected, func(pod *corev1.PodTemplateSpec) bool { return hasPort(pod, *p.Port) }) {
						add(o, "ingress port %s is not a container port of any pod it selects", p.Port.String())
					}
				}
			}
		}
	}
	return errors.Join(errs...)
}

// objectMeta returns the metadata of a typed object.
func objectMeta(v any) (*metav1.ObjectMeta, bool) {
	switch v := v.(type) {
	case *corev1.ConfigMap:
		return &v.ObjectMeta, true
	case *corev1.Service:
		return &v.ObjectMeta, true
	case *corev1.ServiceAccount:
		return &v.ObjectMeta, true
	case *appsv1.Deployment:
		return &v.ObjectMeta, true
	case *batchv1.Job:
		return &v.ObjectMeta, true
	case *corev1.Pod:
		return &v.ObjectMeta, true
	case *autoscalingv2.HorizontalPodAutoscaler:
		return &v.ObjectMeta, true
	case *policyv1.PodDisruptionBudget:
		return &v.ObjectMeta, true
	case *networkingv1.NetworkPolicy:
		return &v.ObjectMeta, true
	case *PrometheusRule:
		return &v.ObjectMeta, true
	case *ScaledObject:
		return &v.ObjectMeta, true
	}
	return nil, false
}

// checkSelector checks that a workload's selector selects its own pod template.
func checkSelector(sel *metav1.LabelSelector, podLabels map[string]string) []error {
	if sel == nil {
		return []error{errors.New("no selector")}
	}
	s, err := metav1.LabelSelectorAsSelector(sel)
	if err != nil {
		return []error{fmt.Errorf("selector: %w", err)}
	}
	if s.Empty() || !s.Matches(labels.Set(podLabels)) {
		return []error{fmt.Errorf("selector %s does not select the pod template's labels %v", s, podLabels)}
	}
	return nil
}

// checkPodSpec checks one pod spec.
func checkPodSpec(spec *corev1.PodSpec) []error {
	var errs []error
	volumes := map[string]bool{}
	for _, v := range spec.Volumes {
		if volumes[v.Name] {
			errs = append(errs, fmt.Errorf("volume %q declared twice", v.Name))
		}
		volumes[v.Name] = true
		for _, msg := range validation.IsDNS1123Label(v.Name) {
			errs = append(errs, fmt.Errorf("volume %q: %s", v.Name, msg))
		}
	}
	if len(spec.Containers) == 0 {
		errs = append(errs, errors.New("no containers"))
	}
	for _, c := range spec.Containers {
		for _, msg := range validation.IsDNS1123Label(c.Name) {
			errs = append(errs, fmt.Errorf("container %q: %s", c.Name, msg))
		}
		ports := map[string]bool{}
		for _, p := range c.Ports {
			for _, msg := range validation.IsValidPortName(p.Name) {
				errs = append(errs, fmt.Errorf("container %q port %q: %s", c.Name, p.Name, msg))
			}
			if ports[p.Name] {
				errs = append(errs, fmt.Errorf("container %q: port %q declared twice", c.Name, p.Name))
			}
			ports[p.Name] = true
		}
		env := map[string]bool{}
		for _, e := range c.Env {
			for _, msg := range validation.IsEnvVarName(e.Name) {
				errs = append(errs, fmt.Errorf("container %q env %q: %s", c.Name, e.Name, msg))
			}
			if env[e.Name] {
				errs = append(errs, fmt.Errorf("container %q: env %q set twice", c.Name, e.Name))
			}
			env[e.Name] = true
			if (e.Value != "") && e.ValueFrom != nil {
				errs = append(errs, fmt.Errorf("container %q env %q: both value and valueFrom", c.Name, e.Name))
			}
		}
		mounts := map[string]bool{}
		for _, m := range c.VolumeMounts {
			if !volumes[m.Name] {
				errs = append(errs, fmt.Errorf("container %q mounts undeclared volume %q", c.Name, m.Name))
			}
			if mounts[m.MountPath] {
				errs = append(errs, fmt.Errorf("container %q: two mounts at %s", c.Name, m.MountPath))
			}
			mounts[m.MountPath] = true
		}
		for name, p := range map[string]*corev1.Probe{"startup": c.StartupProbe, "liveness": c.LivenessProbe, "readiness": c.ReadinessProbe} {
			if p == nil {
				continue
			}
			var port *intstr.IntOrString
			switch {
			case p.HTTPGet != nil:
				port = &p.HTTPGet.Port
			case p.TCPSocket != nil:
				port = &p.TCPSocket.Port
			case p.GRPC != nil:
				port = &intstr.IntOrString{Type: intstr.Int, IntVal: p.GRPC.Port}
			default:
				errs = append(errs, fmt.Errorf("container %q: %s probe has no handler", c.Name, name))
				continue
			}
			if !containerHasPort(c, *port) {
				errs = append(errs, fmt.Errorf("container %q: %s probe on port %s, which it does not declare", c.Name, name, port.String()))
			}
		}
	}
	return errs
}

// selectPods returns the pod templates sel selects, in a stable order.
func selectPods(pods map[string]*corev1.PodTemplateSpec, sel labels.Selector) []*corev1.PodTemplateSpec {
	names := make([]string, 0, len(pods))
	for name := range pods {
		names = append(names, name)
	}
	slices.Sort(names)
	var out []*corev1.PodTemplateSpec
	for _, name := range names {
		if !sel.Empty() && sel.Matches(labels.Set(pods[name].Labels)) {
			out = append(out, pods[name])
		}
	}
	return out
}

// hasPort reports whether a container of the pod declares port (a name or a number).
func hasPort(pod *corev1.PodTemplateSpec, port intstr.IntOrString) bool {
	return slices.ContainsFunc(pod.Spec.Containers, func(c corev1.Container) bool { return containerHasPort(c, port) })
}

// containerHasPort reports whether the container declares port (a name or a number).
func containerHasPort(c corev1.Container, port intstr.IntOrString) bool {
	return slices.ContainsFunc(c.Ports, func(p corev1.ContainerPort) bool {
		if port.Type == intstr.String {
			return p.Name == port.StrVal
		}
		return p.ContainerPort == port.IntVal
	})
}
